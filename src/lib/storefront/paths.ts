import type { Locale } from '../locale/locales.ts'

/** Where each storefront resource lives, relative to the API base URL. */
export const apiPaths = {
  collections: (locale: Locale) => `/api/v1/${locale}/collections.json`,
  collection: (locale: Locale, handle: string) => `/api/v1/${locale}/collections/${handle}.json`,
  product: (locale: Locale, handle: string) => `/api/v1/${locale}/products/${handle}.json`,
  highlights: (locale: Locale) => `/api/v1/${locale}/highlights.json`,
  search: (locale: Locale) => `/api/v1/${locale}/search.json`,
}

/** The collection every discounted product also belongs to. */
export const SALE_COLLECTION = 'sale'
