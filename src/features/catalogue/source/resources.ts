import type { Locale } from '../../../lib/locale/locales.ts'
import type { AuthoredCollection, AuthoredProduct, Money, Text } from './types.ts'
import { SALE_COLLECTION, apiPaths } from '../../../lib/storefront/paths.ts'
import type {
  CollectionPageResource,
  CollectionSummary,
  CollectionsResource,
  HighlightsResource,
  Product,
  ProductResource,
  ProductSummary,
  Variant,
} from '../../../lib/storefront/schemas.ts'

const CURRENCY = { en: 'USD', zh: 'CNY' } as const

const SALE: AuthoredCollection = {
  handle: SALE_COLLECTION,
  title: { en: 'Sale', zh: '特惠' },
  description: {
    en: 'Past colours and showroom pieces, checked by our workshop and sold with the full warranty.',
    zh: '往季配色与展厅样品，经工坊检验，享受完整质保。',
  },
  drawing: 'chair',
  colour: '#c89b6d',
}

const price = (money: Money, locale: Locale) => money[CURRENCY[locale]]
const discount = (product: AuthoredProduct) => (product.compareAt ? 1 - product.price.USD / product.compareAt.USD : 0)
const text = (value: Text, locale: Locale) => value[locale]

function variantsOf(product: AuthoredProduct, locale: Locale): Array<Variant> {
  const orientations = product.orientations ?? [undefined]
  return product.colours.flatMap((colour) =>
    orientations.map((orientation) => ({
      sku: [product.handle, colour.id, orientation].filter(Boolean).join('/'),
      colour: colour.id,
      ...(orientation ? { orientation } : {}),
      price: price(product.price, locale),
      ...(product.compareAt ? { compareAt: price(product.compareAt, locale) } : {}),
      stock: colour.stock,
      ...(colour.leadTimeWeeks ? { leadTimeWeeks: colour.leadTimeWeeks } : {}),
      available: colour.stock > 0 || colour.leadTimeWeeks !== undefined,
    })),
  )
}

function summaryOf(product: AuthoredProduct, locale: Locale): ProductSummary {
  return {
    handle: product.handle,
    collection: product.collection,
    name: text(product.name, locale),
    summary: text(product.summary, locale),
    category: product.category,
    drawing: product.drawing,
    price: price(product.price, locale),
    ...(product.compareAt ? { compareAt: price(product.compareAt, locale) } : {}),
    badges: product.badges,
    colours: product.colours.map((c) => ({ id: c.id, name: text(c.name, locale), swatch: c.swatch })),
    available: product.colours.some((c) => c.stock > 0 || c.leadTimeWeeks !== undefined),
    addedAt: product.addedAt,
    featuredRank: product.featuredRank,
  }
}

function productOf(product: AuthoredProduct, all: ReadonlyArray<AuthoredProduct>, locale: Locale): Product {
  const related = product.related
    .map((handle) => all.find((candidate) => candidate.handle === handle))
    .filter((candidate): candidate is AuthoredProduct => candidate !== undefined)
  return {
    ...summaryOf(product, locale),
    description: text(product.description, locale),
    materials: text(product.materials, locale),
    care: text(product.care, locale),
    dimensionsCm: product.dimensionsCm,
    ...(product.orientations ? { orientations: product.orientations } : {}),
    variants: variantsOf(product, locale),
    related: related.map((candidate) => summaryOf(candidate, locale)),
  }
}

function membersOf(handle: string, products: ReadonlyArray<AuthoredProduct>): Array<AuthoredProduct> {
  return handle === SALE_COLLECTION
    ? products.filter((product) => product.compareAt !== undefined)
    : products.filter((product) => product.collection === handle)
}

function collectionSummaryOf(collection: AuthoredCollection, products: ReadonlyArray<AuthoredProduct>, locale: Locale): CollectionSummary {
  return {
    handle: collection.handle,
    title: text(collection.title, locale),
    description: text(collection.description, locale),
    drawing: collection.drawing,
    colour: collection.colour,
    productCount: membersOf(collection.handle, products).length,
  }
}

export function catalogueResources(
  collections: ReadonlyArray<AuthoredCollection>,
  products: ReadonlyArray<AuthoredProduct>,
  locale: Locale,
): Map<string, CollectionsResource | CollectionPageResource | ProductResource | HighlightsResource> {
  const envelope = { locale, currency: CURRENCY[locale] }
  const all = [...collections, SALE]
  const resources = new Map<string, CollectionsResource | CollectionPageResource | ProductResource | HighlightsResource>()
  resources.set(apiPaths.collections(locale), {
    ...envelope,
    collections: all.map((collection) => collectionSummaryOf(collection, products, locale)),
  })
  for (const collection of all) {
    resources.set(apiPaths.collection(locale, collection.handle), {
      ...envelope,
      collection: collectionSummaryOf(collection, products, locale),
      products: membersOf(collection.handle, products).map((product) => summaryOf(product, locale)),
    })
  }
  const newest = [...products].sort((a, b) => b.addedAt.localeCompare(a.addedAt)).slice(0, 8)
  const deepestDiscounts = membersOf(SALE_COLLECTION, products)
    .sort((a, b) => discount(b) - discount(a))
    .slice(0, 4)
  resources.set(apiPaths.highlights(locale), {
    ...envelope,
    newArrivals: newest.map((product) => summaryOf(product, locale)),
    onSale: deepestDiscounts.map((product) => summaryOf(product, locale)),
  })
  for (const product of products) {
    resources.set(apiPaths.product(locale, product.handle), { ...envelope, product: productOf(product, products, locale) })
  }
  return resources
}

// A product on sale is also under `/collections/sale`, whose canonical link points to its own collection.
export function cataloguePages(
  collections: ReadonlyArray<AuthoredCollection>,
  products: ReadonlyArray<AuthoredProduct>,
): Array<{ path: string; indexable: boolean }> {
  return [...collections.map((collection) => collection.handle), SALE_COLLECTION].flatMap((handle) => [
    { path: `/collections/${handle}`, indexable: true },
    ...membersOf(handle, products).map((product) => ({
      path: `/collections/${handle}/products/${product.handle}`,
      indexable: product.collection === handle,
    })),
  ])
}
