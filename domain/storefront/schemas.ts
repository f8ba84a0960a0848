import * as v from 'valibot'
import type { ProductDetailFragment } from './graphql/graphql.ts'
import { MARKETS } from '../markets/markets.ts'

const handle = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))
const amount = v.pipe(v.number(), v.minValue(0))
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/))

const LocaleSchema = v.picklist(['en', 'zh'])
const CurrencySchema = v.picklist(['USD', 'CNY'])
export const CATEGORIES = [
  'sofa',
  'armchair',
  'ottoman',
  'coffee-table',
  'dining-table',
  'chair',
  'bed',
  'storage',
  'lighting',
  'rug',
  'textile',
] as const
export type Category = (typeof CATEGORIES)[number]

const CategorySchema = v.picklist(CATEGORIES)
export const DRAWINGS = ['sofa', 'ottoman', 'chair', 'lamp', 'rug', 'bed', 'table', 'storage', 'cushion'] as const
export const BADGES = ['new', 'bestseller', 'limited', 'made-to-order'] as const
const DrawingSchema = v.picklist(DRAWINGS)
const BadgeSchema = v.picklist(BADGES)
export const OrientationSchema = v.picklist(['left', 'right'])

const ColourSchema = v.object({ id: handle, name: v.string(), swatch: hex })

export const CollectionSummarySchema = v.object({
  handle,
  title: v.string(),
  description: v.string(),
  drawing: DrawingSchema,
  colour: hex,
  productCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

export const ProductSummarySchema = v.object({
  handle,
  collection: handle,
  name: v.string(),
  summary: v.string(),
  category: v.optional(CategorySchema),
  drawing: DrawingSchema,
  price: amount,
  compareAt: v.optional(amount),
  badges: v.array(BadgeSchema),
  colours: v.array(ColourSchema),
  available: v.boolean(),
  addedAt: v.pipe(v.string(), v.isoDate()),
  featuredRank: v.number(),
})

const VariantSchema = v.object({
  sku: v.string(),
  colour: handle,
  orientation: v.optional(OrientationSchema),
  price: amount,
  compareAt: v.optional(amount),
  stock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  leadTimeWeeks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  available: v.boolean(),
})

const ProductSchema = v.object({
  ...ProductSummarySchema.entries,
  description: v.string(),
  materials: v.string(),
  facts: v.looseObject({}),
  dimensionsCm: v.object({
    width: amount,
    depth: amount,
    height: amount,
    seatHeight: v.optional(amount),
  }),
  orientations: v.optional(v.array(OrientationSchema)),
  variants: v.array(VariantSchema),
  related: v.array(ProductSummarySchema),
  soldIn: v.array(v.picklist(MARKETS)),
})

const envelope = { locale: LocaleSchema, currency: CurrencySchema }

export const CollectionsResourceSchema = v.object({ ...envelope, collections: v.array(CollectionSummarySchema) })
export const CollectionPageResourceSchema = v.object({
  ...envelope,
  collection: CollectionSummarySchema,
  products: v.array(ProductSummarySchema),
})
export const ProductResourceSchema = v.object({ ...envelope, product: ProductSchema })
export const HighlightsResourceSchema = v.object({
  ...envelope,
  newArrivals: v.array(ProductSummarySchema),
  onSale: v.array(ProductSummarySchema),
})

export const SearchResourceSchema = v.object({
  ...envelope,
  products: v.array(ProductSummarySchema),
  collections: v.array(CollectionSummarySchema),
  faq: v.array(v.object({ id: handle, question: v.string() })),
  // Optional: an index built before pages were indexed has none.
  pages: v.optional(v.array(v.object({ id: v.picklist(['swatches']), title: v.string() })), []),
  vocabulary: v.record(v.string(), v.string()),
  index: v.record(v.string(), v.unknown()),
})

export type Currency = v.InferOutput<typeof CurrencySchema>
export type CollectionSummary = v.InferOutput<typeof CollectionSummarySchema>
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>
/** A custom field the `ProductDetail` document reads reaches the page as `product.facts.<name>`, with no mapping. */
type ProductFacts = NonNullable<ProductDetailFragment['customFields']>
export type Product = Omit<v.InferOutput<typeof ProductSchema>, 'facts'> & { facts: Partial<ProductFacts> }
export type Variant = v.InferOutput<typeof VariantSchema>
export type Orientation = v.InferOutput<typeof OrientationSchema>
export type CollectionsResource = v.InferOutput<typeof CollectionsResourceSchema>
export type CollectionPageResource = v.InferOutput<typeof CollectionPageResourceSchema>
export type ProductResource = Omit<v.InferOutput<typeof ProductResourceSchema>, 'product'> & { product: Product }
export type HighlightsResource = v.InferOutput<typeof HighlightsResourceSchema>
export type SearchResource = v.InferOutput<typeof SearchResourceSchema>

export const API_COMPONENTS = {
  CollectionSummary: CollectionSummarySchema,
  ProductSummary: ProductSummarySchema,
  SearchResource: SearchResourceSchema,
} as const
