import * as v from 'valibot'
import { SALE_COLLECTION } from '#domain/storefront/paths'
import { facetsOf, listProducts, listingSearchSchema } from '@/lib/storefront/listing'
import type { SearchEngine } from './engine'

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// The router reads `?q=42` as a number: a shopper may search for one. A broken escape (`%E0%A4%A`)
// decodes to U+FFFD, which no shopper types.
const queryText = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform(String),
  v.trim(),
  v.maxLength(100),
  v.excludes('\uFFFD'),
)

// Any other value is not a page of the shop (404).
export const searchPageSchema = v.object({
  q: v.optional(queryText),
  collection: v.optional(v.pipe(v.string(), v.regex(HANDLE))),
  ...listingSearchSchema.entries,
})
export type SearchPageSearch = v.InferOutput<typeof searchPageSchema>

/** What `/search` shows for these params; null when they are not a page (an unknown collection, a page past the last). */
export function searchResults(engine: SearchEngine, search: SearchPageSearch) {
  const hits = engine.find(search.q ?? '')
  const collections = engine.resource.collections
  if (search.collection && !collections.some((collection) => collection.handle === search.collection)) return null
  const inCollection = hits.products.filter(
    (product) =>
      !search.collection ||
      product.collection === search.collection ||
      (search.collection === SALE_COLLECTION && product.compareAt !== undefined),
  )
  const listing = listProducts(inCollection, search, engine.resource.currency, { ranked: true })
  if (listing.page > listing.pageCount) return null
  return {
    listing,
    facets: facetsOf(hits.products),
    collections: collections.filter((collection) => hits.products.some((product) => product.collection === collection.handle)),
    matchingCollections: hits.collections,
    answers: hits.faq.slice(0, 3),
    correction: hits.products.length === 0 ? engine.correct(search.q ?? '') : undefined,
  }
}
