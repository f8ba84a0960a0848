import type { Locale } from '../locale/locales.ts'

/** Where the server answers the search index, relative to the API base URL. */
export const apiPaths = {
  search: (locale: Locale) => `/api/v1/${locale}/search.json`,
}

/** The collection every discounted product also belongs to. */
export const SALE_COLLECTION = 'sale'
