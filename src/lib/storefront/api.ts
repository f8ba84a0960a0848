import { request } from '#domain/http'
import type { Locale } from '#domain/locale/locales'
import { apiPaths } from '#domain/storefront/paths'
import {
  SearchResourceSchema,
  type CollectionPageResource,
  type CollectionsResource,
  type HighlightsResource,
  type ProductResource,
  type SearchResource,
} from '#domain/storefront/schemas'

// Loaded with the first catalogue read, not with the shell: a prerendered page reads only after hydrating.
const reads = () => import('./catalogueReads')

export async function fetchCollections(locale: Locale): Promise<CollectionsResource> {
  return (await reads()).readCollections(locale)
}

export async function fetchCollection(locale: Locale, handle: string): Promise<CollectionPageResource | null> {
  return (await reads()).readCollection(locale, handle)
}

export async function fetchProduct(locale: Locale, handle: string): Promise<ProductResource | null> {
  return (await reads()).readProduct(locale, handle)
}

export async function fetchHighlights(locale: Locale): Promise<HighlightsResource> {
  return (await reads()).readHighlights(locale)
}

export async function fetchSwatches(locale: Locale) {
  return (await reads()).readSwatches(locale)
}

export async function fetchShopTerms(locale: Locale) {
  return (await reads()).readShopTerms(locale)
}

export function fetchSearchIndex(locale: Locale): Promise<SearchResource> {
  return request(apiPaths.search(locale), { schema: SearchResourceSchema })
}
