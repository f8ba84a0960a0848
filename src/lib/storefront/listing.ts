import * as v from 'valibot'
import type { Currency, ProductSummary } from '#domain/storefront/schemas'
import { CATEGORIES } from '#domain/storefront/schemas'
import { COLOUR_FAMILIES, colourFamily } from '#domain/storefront/colourFamily'

export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'discount', 'newest'] as const
export type SortKey = (typeof SORT_KEYS)[number]

// The same ids in both currencies, so a URL survives a change of language.
export const PRICE_BANDS = ['entry', 'mid', 'upper', 'top'] as const
export type PriceBand = (typeof PRICE_BANDS)[number]
export const PRICE_BAND_LIMITS: Record<Currency, Record<PriceBand, [number, number]>> = {
  USD: { entry: [0, 300], mid: [300, 800], upper: [800, 1500], top: [1500, Infinity] },
  CNY: { entry: [0, 2000], mid: [2000, 5500], upper: [5500, 10000], top: [10000, Infinity] },
}

export const PAGE_SIZE = 12

export const listingSearchSchema = v.object({
  sort: v.optional(v.picklist(SORT_KEYS)),
  category: v.optional(v.picklist(CATEGORIES)),
  colour: v.optional(v.picklist(COLOUR_FAMILIES)),
  price: v.optional(v.picklist(PRICE_BANDS)),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
export type ListingSearch = v.InferOutput<typeof listingSearchSchema>

export function discountOf(product: Pick<ProductSummary, 'price' | 'compareAt'>): number {
  return product.compareAt && product.compareAt > product.price ? Math.round((1 - product.price / product.compareAt) * 100) : 0
}

function matches(product: ProductSummary, search: ListingSearch, currency: Currency): boolean {
  if (search.category && product.category !== search.category) return false
  if (search.colour && !product.colours.some((colour) => colourFamily(colour.swatch) === search.colour)) return false
  if (search.price) {
    const [min, max] = PRICE_BAND_LIMITS[currency][search.price]
    if (product.price < min || product.price >= max) return false
  }
  return true
}

const COMPARATORS: Record<SortKey, (a: ProductSummary, b: ProductSummary) => number> = {
  featured: (a, b) => a.featuredRank - b.featuredRank,
  'price-asc': (a, b) => a.price - b.price || a.featuredRank - b.featuredRank,
  'price-desc': (a, b) => b.price - a.price || a.featuredRank - b.featuredRank,
  discount: (a, b) => discountOf(b) - discountOf(a) || a.featuredRank - b.featuredRank,
  newest: (a, b) => b.addedAt.localeCompare(a.addedAt) || a.featuredRank - b.featuredRank,
}

export type Listing = {
  items: Array<ProductSummary>
  total: number
  page: number
  pageCount: number
}

/** Without a sort, `ranked` search results keep their ranking. */
export function listProducts(
  products: ReadonlyArray<ProductSummary>,
  search: ListingSearch,
  currency: Currency,
  { ranked = false } = {},
): Listing {
  const filtered = products.filter((product) => matches(product, search, currency))
  if (!(ranked && !search.sort)) filtered.sort(COMPARATORS[search.sort ?? 'featured'])
  const pageCount = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE))
  const page = search.page ?? 1
  return {
    items: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: filtered.length,
    page,
    pageCount,
  }
}

export function facetsOf(products: ReadonlyArray<ProductSummary>) {
  const categories = new Set(products.map((product) => product.category))
  const colours = new Set(products.flatMap((product) => product.colours.map((colour) => colourFamily(colour.swatch))))
  return {
    categories: CATEGORIES.filter((category) => categories.has(category)),
    colours: COLOUR_FAMILIES.filter((family) => colours.has(family)),
  }
}
