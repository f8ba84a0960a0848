import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale/locales'
import { fetchCollection, fetchCollections, fetchHighlights, fetchProduct } from './api'

const catalogueKeys = {
  all: ['catalogue'] as const,
  collections: (locale: Locale) => [...catalogueKeys.all, locale, 'collections'] as const,
  collection: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'collection', handle] as const,
  product: (locale: Locale, handle: string) => [...catalogueKeys.all, locale, 'product', handle] as const,
  highlights: (locale: Locale) => [...catalogueKeys.all, locale, 'highlights'] as const,
}

export const collectionsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.collections(locale), queryFn: () => fetchCollections(locale) })

export const collectionQueryOptions = (locale: Locale, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.collection(locale, handle), queryFn: () => fetchCollection(locale, handle) })

export const productQueryOptions = (locale: Locale, handle: string) =>
  queryOptions({ queryKey: catalogueKeys.product(locale, handle), queryFn: () => fetchProduct(locale, handle) })

export const highlightsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: catalogueKeys.highlights(locale), queryFn: () => fetchHighlights(locale) })
