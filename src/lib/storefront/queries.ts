import { queryOptions, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { Shopfront } from '#domain/markets/markets'
import { whenIdle } from '@/lib/whenIdle'
import { CATALOGUE_KEY } from './revalidate'
import { fetchCollection, fetchCollections, fetchHighlights, fetchProduct, fetchShopTerms, fetchSwatches } from './api'

const at = ({ locale, market }: Shopfront) => [...CATALOGUE_KEY, locale, market] as const

const catalogueKeys = {
  collections: (shopfront: Shopfront) => [...at(shopfront), 'collections'] as const,
  collection: (shopfront: Shopfront, handle: string) => [...at(shopfront), 'collection', handle] as const,
  product: (shopfront: Shopfront, handle: string) => [...at(shopfront), 'product', handle] as const,
  highlights: (shopfront: Shopfront) => [...at(shopfront), 'highlights'] as const,
  swatches: (shopfront: Shopfront) => [...at(shopfront), 'swatches'] as const,
  terms: (shopfront: Shopfront) => [...at(shopfront), 'terms'] as const,
}

export const collectionsQueryOptions = (shopfront: Shopfront) =>
  queryOptions({ queryKey: catalogueKeys.collections(shopfront), queryFn: () => fetchCollections(shopfront) })

export const collectionQueryOptions = (shopfront: Shopfront, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.collection(shopfront, handle), queryFn: () => fetchCollection(shopfront, handle) })

export const productQueryOptions = (shopfront: Shopfront, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.product(shopfront, handle), queryFn: () => fetchProduct(shopfront, handle) })

export const highlightsQueryOptions = (shopfront: Shopfront) =>
  queryOptions({ queryKey: catalogueKeys.highlights(shopfront), queryFn: () => fetchHighlights(shopfront) })

export const swatchesQueryOptions = (shopfront: Shopfront) =>
  queryOptions({ queryKey: catalogueKeys.swatches(shopfront), queryFn: () => fetchSwatches(shopfront) })

/** Revalidated with the catalogue: a page promises only what the shop is set up to do at that moment. */
export const shopTermsQueryOptions = (shopfront: Shopfront) =>
  queryOptions({ queryKey: catalogueKeys.terms(shopfront), queryFn: () => fetchShopTerms(shopfront) })

function inShopfront(queryKey: ReadonlyArray<unknown>, shopfront: Shopfront) {
  const [scope, , , kind, handle] = queryKey
  if (scope !== 'catalogue') return undefined
  if (kind === 'collections') return collectionsQueryOptions(shopfront)
  if (kind === 'highlights') return highlightsQueryOptions(shopfront)
  if (kind === 'swatches') return swatchesQueryOptions(shopfront)
  if (kind === 'terms') return shopTermsQueryOptions(shopfront)
  if (typeof handle !== 'string') return undefined
  return kind === 'product'
    ? productQueryOptions(shopfront, handle)
    : kind === 'collection'
      ? collectionQueryOptions(shopfront, handle)
      : undefined
}

/** So a switch to another language or market waits for no data. */
export function prefetchPageIn(queryClient: QueryClient, shopfront: Shopfront): Promise<unknown> {
  const queries = queryClient.getQueryCache().findAll({ type: 'active' })
  const options = queries.flatMap((query) => inShopfront(query.queryKey, shopfront) ?? [])
  return Promise.all(options.map((option) => queryClient.prefetchQuery(option as FetchQueryOptions)))
}

/** Also follows parts that load later (the product page's swatch offer), in idle time; returns the stop. */
export function followPageIn(queryClient: QueryClient, shopfront: Shopfront): () => void {
  let stopped = false
  void prefetchPageIn(queryClient, shopfront)
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const options = event.type === 'observerAdded' ? inShopfront(event.query.queryKey, shopfront) : undefined
    if (options) whenIdle(() => stopped || void queryClient.prefetchQuery(options as FetchQueryOptions))
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}
