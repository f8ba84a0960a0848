import { queryOptions } from '@tanstack/react-query'
import type { Shopfront } from '#domain/markets/markets'
import { fetchSearchIndex } from '@/lib/storefront/api'

/** The search of one language and market: its index and the engine's code, fetched on first use only. */
export const searchQueryOptions = (shopfront: Shopfront) =>
  queryOptions({
    queryKey: ['search', shopfront.locale, shopfront.market],
    queryFn: async () => {
      const [resource, { createSearchEngine }] = await Promise.all([fetchSearchIndex(shopfront), import('./engine')])
      return createSearchEngine(resource)
    },
    staleTime: Infinity,
    // An engine is not data: nothing to compare, nothing to put in a page.
    structuralSharing: false,
    meta: { inPageState: false },
  })
