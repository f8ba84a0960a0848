/** Kept free of app aliases: the server builds the search index with the same functions. */
import * as v from 'valibot'
import {
  BADGES,
  CATEGORIES,
  CollectionSummarySchema,
  DRAWINGS,
  ProductSummarySchema,
  type Category,
  type CollectionSummary,
  type Product,
  type ProductSummary,
  type Variant,
} from './schemas.ts'
import { isListedUnder, SALE_COLLECTION } from './paths.ts'
import { isMarket } from '../markets/markets.ts'
import type {
  AllProductsQuery,
  CollectionCardFragment,
  CollectionsQuery,
  HighlightsQuery,
  ProductCardFragment,
  ProductDetailFragment,
} from './graphql/graphql.ts'

// For a field the owner left empty in the Dashboard.
const DEFAULT_DRAWING = 'chair'
const DEFAULT_SWATCH = '#c8c0b4'
// A variant made without a colour option.
const NO_COLOUR = 'standard'

const major = (minor: number) => minor / 100
const oneOf = <T extends string>(values: ReadonlyArray<T>, value: string | null | undefined): value is T => values.includes(value as T)
const drawingOf = (value: string | null | undefined) => (oneOf(DRAWINGS, value) ? value : DEFAULT_DRAWING)
const isColourGroup = (code: string) => code.endsWith('-colour')
const isOrientationGroup = (code: string) => code.endsWith('-orientation')

type CardVariant = ProductCardFragment['variants'][number]

function variantOf(variant: CardVariant): Variant {
  const option = (test: (code: string) => boolean) => variant.options.find((candidate) => test(candidate.group.code))?.code
  const orientation = option(isOrientationGroup)
  const stock = Math.max(0, Number.parseInt(variant.stockLevel, 10) || 0)
  const leadTimeWeeks = variant.customFields?.leadTimeWeeks ?? undefined
  return {
    sku: variant.sku,
    colour: option(isColourGroup) ?? NO_COLOUR,
    ...(orientation === 'left' || orientation === 'right' ? { orientation } : {}),
    price: major(variant.priceWithTax),
    ...(variant.compareAtPrice ? { compareAt: major(variant.compareAtPrice) } : {}),
    stock,
    ...(leadTimeWeeks ? { leadTimeWeeks } : {}),
    available: stock > 0 || leadTimeWeeks !== undefined,
  }
}

/** The cheapest, so "from" prices never understate. */
function cheapest(variants: ReadonlyArray<Variant>): Variant | undefined {
  return variants.reduce<Variant | undefined>((low, variant) => (!low || variant.price < low.price ? variant : low), undefined)
}

export function productSummaryOf(product: ProductCardFragment): ProductSummary {
  const variants = product.variants.map(variantOf)
  const quoted = cheapest(variants)
  const facet = (code: string) => product.facetValues.filter((value) => value.facet.code === code).map((value) => value.code)
  const category = facet('category').find((code): code is Category => oneOf(CATEGORIES, code))
  const colours = product.optionGroups.find((group) => isColourGroup(group.code))?.options ?? []
  return {
    handle: product.slug,
    collection: product.collections.find((collection) => collection.slug !== SALE_COLLECTION)?.slug ?? SALE_COLLECTION,
    name: product.name,
    summary: product.customFields?.summary ?? '',
    ...(category ? { category } : {}),
    drawing: drawingOf(product.customFields?.drawing),
    price: quoted?.price ?? 0,
    ...(quoted?.compareAt ? { compareAt: quoted.compareAt } : {}),
    badges: facet('badge').filter((code) => oneOf(BADGES, code)),
    colours: colours.map((option) => ({ id: option.code, name: option.name, swatch: option.customFields?.swatch ?? DEFAULT_SWATCH })),
    available: variants.some((variant) => variant.available),
    addedAt: (product.customFields?.addedAt ?? '1970-01-01').slice(0, 10),
    featuredRank: product.customFields?.featuredRank ?? 100,
  }
}

export function productOf(product: ProductDetailFragment): Product {
  const fields = product.customFields
  const orientations = product.optionGroups
    .find((group) => isOrientationGroup(group.code))
    ?.options.map((option) => option.code)
    .filter((code): code is 'left' | 'right' => code === 'left' || code === 'right')
  return {
    ...productSummaryOf(product),
    description: product.description,
    materials: fields?.materials ?? '',
    facts: fields ?? {},
    dimensionsCm: {
      width: fields?.widthCm ?? 0,
      depth: fields?.depthCm ?? 0,
      height: fields?.heightCm ?? 0,
      ...(fields?.seatHeightCm ? { seatHeight: fields.seatHeightCm } : {}),
    },
    ...(orientations?.length ? { orientations } : {}),
    variants: product.variants.map(variantOf),
    // The server leaves out disabled pieces; one emptied of variants has nothing to sell.
    related: showable(product.relatedProducts.filter((piece) => piece.enabled && piece.variants.length > 0).map(productSummaryOf)),
    soldIn: product.soldIn.filter(isMarket),
  }
}

export type SearchableProduct = { card: ProductSummary; description: string; materials: string; skus: Array<string> }

export function searchableOf(product: AllProductsQuery['products']['items'][number]): SearchableProduct {
  return {
    card: productSummaryOf(product),
    description: product.description,
    materials: product.customFields?.materials ?? '',
    skus: product.variants.map((variant) => variant.sku),
  }
}

export function collectionSummaryOf(collection: CollectionCardFragment, productCount: number): CollectionSummary {
  return {
    handle: collection.slug,
    title: collection.name,
    description: collection.description,
    drawing: drawingOf(collection.customFields?.drawing),
    colour: collection.customFields?.colour ?? DEFAULT_SWATCH,
    productCount,
  }
}

/**
 * A piece the pages cannot show (a Dashboard slug that is not a handle) is left out rather than failing the page,
 * and so is a card whose product has no page (in no collection, or the swatches, sold from their own page).
 */
export function showable<T extends ProductSummary | CollectionSummary>(items: Array<T>): Array<T> {
  return items.filter((item) => {
    if ('productCount' in item) return shaped(v.is(CollectionSummarySchema, item), item.handle)
    return shaped(v.is(ProductSummarySchema, item), item.handle) && isListedUnder(item, item.collection)
  })
}

function shaped(ok: boolean, handle: unknown): boolean {
  if (!ok) console.warn(`Left out of a list, not in the shape the pages show: ${String(handle)}`)
  return ok
}

export function collectionsOf(data: CollectionsQuery): Array<CollectionSummary> {
  const counts = new Map(data.search.collections.map(({ collection, count }) => [collection.slug, count]))
  return showable(data.collections.items.map((collection) => collectionSummaryOf(collection, counts.get(collection.slug) ?? 0)))
}

const discount = (product: ProductSummary) => (product.compareAt ? 1 - product.price / product.compareAt : 0)

export function highlightsOf(data: HighlightsQuery): { newArrivals: Array<ProductSummary>; onSale: Array<ProductSummary> } {
  const onSale = showable((data.collection?.products ?? []).map(productSummaryOf))
  return {
    newArrivals: showable(data.products.items.map(productSummaryOf)),
    onSale: onSale.sort((a, b) => discount(b) - discount(a)).slice(0, 4),
  }
}
