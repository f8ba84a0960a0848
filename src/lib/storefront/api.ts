import { request } from '#domain/http'
import type { Shopfront } from '#domain/markets/markets'
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

export async function fetchCollections(shopfront: Shopfront): Promise<CollectionsResource> {
  return (await reads()).readCollections(shopfront)
}

export async function fetchCollection(shopfront: Shopfront, handle: string): Promise<CollectionPageResource | null> {
  return (await reads()).readCollection(shopfront, handle)
}

export async function fetchProduct(shopfront: Shopfront, handle: string): Promise<ProductResource | null> {
  return (await reads()).readProduct(shopfront, handle)
}

export async function fetchHighlights(shopfront: Shopfront): Promise<HighlightsResource> {
  return (await reads()).readHighlights(shopfront)
}

export async function fetchSwatches(shopfront: Shopfront) {
  return (await reads()).readSwatches(shopfront)
}

export async function fetchShopTerms(shopfront: Shopfront) {
  return (await reads()).readShopTerms(shopfront)
}

export function fetchSearchIndex(shopfront: Shopfront): Promise<SearchResource> {
  return request(apiPaths.search(shopfront), { schema: SearchResourceSchema })
}
