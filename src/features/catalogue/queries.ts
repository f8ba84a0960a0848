import { pageQueryOptions } from '@/lib/pageQuery'
import type { Locale } from '@/features/locale/locales'
import { fetchCollection, fetchCollections, fetchHighlights, fetchProduct } from './api'

export const catalogueKeys = {
  all: ['catalogue'] as const,
  collections: (locale: Locale) => [...catalogueKeys.all, locale, 'collections'] as const,
  collection: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'collection', handle] as const,
  product: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'product', handle] as const,
  highlights: (locale: Locale) => [...catalogueKeys.all, locale, 'highlights'] as const,
}

export const collectionsQueryOptions = (locale: Locale) =>
  pageQueryOptions({ queryKey: catalogueKeys.collections(locale), queryFn: () => fetchCollections(locale) })

export const collectionQueryOptions = (locale: Locale, handle: string) =>
  pageQueryOptions({ queryKey: catalogueKeys.collection(locale, handle), queryFn: () => fetchCollection(locale, handle) })

export const productQueryOptions = (locale: Locale, handle: string) =>
  pageQueryOptions({ queryKey: catalogueKeys.product(locale, handle), queryFn: () => fetchProduct(locale, handle) })

export const highlightsQueryOptions = (locale: Locale) =>
  pageQueryOptions({ queryKey: catalogueKeys.highlights(locale), queryFn: () => fetchHighlights(locale) })
