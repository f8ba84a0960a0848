import { HttpError, request } from '@/lib/http'
import type { Locale } from '@/lib/locale/locales'
import { apiPaths } from './paths'
import {
  CollectionPageResourceSchema,
  CollectionsResourceSchema,
  HighlightsResourceSchema,
  ProductResourceSchema,
  SearchResourceSchema,
  type CollectionPageResource,
  type CollectionsResource,
  type HighlightsResource,
  type ProductResource,
  type SearchResource,
} from './schemas'

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A 404 from the API means "no such thing": callers get null and show the 404 page. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

export function fetchCollections(locale: Locale): Promise<CollectionsResource> {
  return request(apiPaths.collections(locale), { schema: CollectionsResourceSchema })
}

export function fetchCollection(locale: Locale, handle: string): Promise<CollectionPageResource | null> {
  if (!HANDLE.test(handle)) return Promise.resolve(null)
  return orNull(() => request(apiPaths.collection(locale, handle), { schema: CollectionPageResourceSchema }))
}

export function fetchProduct(locale: Locale, handle: string): Promise<ProductResource | null> {
  if (!HANDLE.test(handle)) return Promise.resolve(null)
  return orNull(() => request(apiPaths.product(locale, handle), { schema: ProductResourceSchema }))
}

export function fetchHighlights(locale: Locale): Promise<HighlightsResource> {
  return request(apiPaths.highlights(locale), { schema: HighlightsResourceSchema })
}

export function fetchSearchIndex(locale: Locale): Promise<SearchResource> {
  return request(apiPaths.search(locale), { schema: SearchResourceSchema })
}
