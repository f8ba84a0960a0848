import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '#domain/locale/locales'
import { fetchSearchIndex } from '@/lib/storefront/api'

/** The search of one language: its index and the engine's code, fetched on first use only. */
export const searchQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['search', locale],
    queryFn: async () => {
      const [resource, { createSearchEngine }] = await Promise.all([fetchSearchIndex(locale), import('./engine')])
      return createSearchEngine(resource)
    },
    staleTime: Infinity,
    // An engine is not data: nothing to compare, nothing to put in a page.
    structuralSharing: false,
    meta: { inPageState: false },
  })
