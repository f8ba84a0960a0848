import { queryOptions, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { Locale } from '#domain/locale/locales'
import { whenIdle } from '@/lib/whenIdle'
import { CATALOGUE_KEY } from './revalidate'
import { fetchCollection, fetchCollections, fetchHighlights, fetchProduct, fetchShopTerms, fetchSwatches } from './api'

const catalogueKeys = {
  all: CATALOGUE_KEY,
  collections: (locale: Locale) => [...catalogueKeys.all, locale, 'collections'] as const,
  collection: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'collection', handle] as const,
  product: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'product', handle] as const,
  highlights: (locale: Locale) => [...catalogueKeys.all, locale, 'highlights'] as const,
  swatches: (locale: Locale) => [...catalogueKeys.all, locale, 'swatches'] as const,
  terms: (locale: Locale) => [...catalogueKeys.all, locale, 'terms'] as const,
}

export const collectionsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.collections(locale), queryFn: () => fetchCollections(locale) })

export const collectionQueryOptions = (locale: Locale, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.collection(locale, handle), queryFn: () => fetchCollection(locale, handle) })

export const productQueryOptions = (locale: Locale, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.product(locale, handle), queryFn: () => fetchProduct(locale, handle) })

export const highlightsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.highlights(locale), queryFn: () => fetchHighlights(locale) })

export const swatchesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.swatches(locale), queryFn: () => fetchSwatches(locale) })

/** Revalidated with the catalogue: a page promises only what the shop is set up to do at that moment. */
export const shopTermsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.terms(locale), queryFn: () => fetchShopTerms(locale) })

function inLocale(queryKey: ReadonlyArray<unknown>, locale: Locale) {
  const [scope, , kind, handle] = queryKey
  if (scope !== 'catalogue') return undefined
  if (kind === 'collections') return collectionsQueryOptions(locale)
  if (kind === 'highlights') return highlightsQueryOptions(locale)
  if (kind === 'swatches') return swatchesQueryOptions(locale)
  if (kind === 'terms') return shopTermsQueryOptions(locale)
  if (typeof handle !== 'string') return undefined
  return kind === 'product'
    ? productQueryOptions(locale, handle)
    : kind === 'collection'
      ? collectionQueryOptions(locale, handle)
      : undefined
}

/** So a switch to another language waits for no data. */
export function prefetchPageInLocale(queryClient: QueryClient, locale: Locale): Promise<unknown> {
  const queries = queryClient.getQueryCache().findAll({ type: 'active' })
  const options = queries.flatMap((query) => inLocale(query.queryKey, locale) ?? [])
  return Promise.all(options.map((option) => queryClient.prefetchQuery(option as FetchQueryOptions)))
}

/** Also follows parts that load later (the product page's swatch offer), in idle time; returns the stop. */
export function followPageInLocale(queryClient: QueryClient, locale: Locale): () => void {
  let stopped = false
  void prefetchPageInLocale(queryClient, locale)
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const options = event.type === 'observerAdded' ? inLocale(event.query.queryKey, locale) : undefined
    if (options) whenIdle(() => stopped || void queryClient.prefetchQuery(options as FetchQueryOptions))
  })
  return () => {
    stopped = true
    unsubscribe()
  }
}
