import * as v from 'valibot'
import { HttpError } from '#domain/http'
import { SALE_COLLECTION, SWATCH_PRODUCT } from '#domain/storefront/paths'
import {
  CollectionPageDocument,
  CollectionsDocument,
  HighlightsDocument,
  ProductDocument,
  SwatchesDocument,
  ShopTermsDocument,
  type ShopTermsQuery,
  type SwatchesQuery,
} from '#domain/storefront/graphql/graphql'
import { shopQuery } from '#domain/storefront/shopApi'
import { currencyOfMarket, type Shopfront } from '#domain/markets/markets'
import { collectionsOf, collectionSummaryOf, highlightsOf, productOf, productSummaryOf, showable } from '#domain/storefront/vendure'
import {
  CollectionPageResourceSchema,
  CollectionsResourceSchema,
  HighlightsResourceSchema,
  ProductResourceSchema,
  type CollectionPageResource,
  type CollectionsResource,
  type HighlightsResource,
  type ProductResource,
} from '#domain/storefront/schemas'

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function checked<T>(schema: v.GenericSchema<unknown, T>, build: () => unknown): T {
  let value: unknown
  try {
    value = build()
  } catch {
    throw new HttpError('invalid', 'Unexpected answer from the Shop API')
  }
  const result = v.safeParse(schema, value)
  if (!result.success) throw new HttpError('invalid', `Unexpected answer from the Shop API: ${result.issues[0].message}`)
  return result.output
}

/** The currency Vendure answered in, which differs from the one asked for when the channel lacks it. */
const envelope = ({ locale, market }: Shopfront, answered?: ReadonlyArray<{ variants: ReadonlyArray<{ currencyCode: string }> }>) => ({
  locale,
  currency: answered?.flatMap((product) => product.variants)[0]?.currencyCode ?? currencyOfMarket(market),
})

export async function readCollections(shopfront: Shopfront): Promise<CollectionsResource> {
  const data = await shopQuery(CollectionsDocument, {}, shopfront)
  return checked(CollectionsResourceSchema, () => ({ ...envelope(shopfront), collections: collectionsOf(data) }))
}

export async function readCollection(shopfront: Shopfront, handle: string): Promise<CollectionPageResource | null> {
  if (!HANDLE.test(handle)) return null
  const { collection } = await shopQuery(CollectionPageDocument, { slug: handle }, shopfront)
  if (!collection) return null
  return checked(CollectionPageResourceSchema, () => {
    const products = showable(collection.products.map(productSummaryOf))
    return { ...envelope(shopfront, collection.products), collection: collectionSummaryOf(collection, products.length), products }
  })
}

export async function readProduct(shopfront: Shopfront, handle: string): Promise<ProductResource | null> {
  if (!HANDLE.test(handle)) return null
  const { product } = await shopQuery(ProductDocument, { slug: handle }, shopfront)
  if (!product) return null
  return checked(ProductResourceSchema, () => ({ ...envelope(shopfront, [product]), product: productOf(product) }))
}

export async function readHighlights(shopfront: Shopfront): Promise<HighlightsResource> {
  const data = await shopQuery(HighlightsDocument, { sale: SALE_COLLECTION, swatches: SWATCH_PRODUCT }, shopfront)
  return checked(HighlightsResourceSchema, () => ({ ...envelope(shopfront, data.products.items), ...highlightsOf(data) }))
}

export type SwatchVariant = NonNullable<SwatchesQuery['product']>['variants'][number]

export async function readSwatches(shopfront: Shopfront): Promise<Array<SwatchVariant>> {
  return (await shopQuery(SwatchesDocument, { slug: SWATCH_PRODUCT }, shopfront)).product?.variants ?? []
}

export type ShopTerms = ShopTermsQuery['shopTerms']

/** Delivery tiers, payment methods and return terms as the shop is set up now: what the pages may promise. */
export async function readShopTerms(shopfront: Shopfront): Promise<ShopTerms> {
  return (await shopQuery(ShopTermsDocument, {}, shopfront)).shopTerms
}
