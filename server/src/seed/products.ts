import { colourFamily } from '#domain/storefront/colourFamily.js'
import type { AdminClient } from './adminClient.js'
import type { AuthoredProduct, CatalogueFile, Text } from './catalogueFile.js'
import { COLLECTION_FACET, names, type FacetValueIds } from './facetsAndCollections.js'
import { holds } from './holds.js'

type Option = { id: string; code: string }
type OptionGroup = { id: string; code: string; options: Option[] }
type WithFacets = { facetValueIds: Array<{ id: string }> }
type ExistingProduct = WithFacets & {
  id: string
  customFields: { relatedIds: Array<{ id: string }> }
  optionGroups: OptionGroup[]
  variants: Array<WithFacets & { id: string; sku: string }>
}
/** What an import did to each product of the file. */
export type ImportCounts = { added: number; updated: number; unchanged: number }
/** A variant's prices as the import wrote them, one per currency, with the compare-at price of a piece on sale. */
export type WrittenPrices = {
  id: string
  prices: Array<{ currencyCode: string; price: number; customFields: { compareAtPrice: number | null } }>
}

const CURRENCIES = ['USD', 'CNY'] as const
const ORIENTATIONS: Record<'left' | 'right', Text> = { left: { en: 'Left', zh: '左侧' }, right: { en: 'Right', zh: '右侧' } }
// A made-to-order variant stays orderable with no stock: its stock may go this far below zero.
const MADE_TO_ORDER_BACKORDERS = 1000

const minor = (amount: number) => Math.round(amount * 100)

/** The key that names a variant across re-seeds and imports (carts and saved lists keep it). */
const skuOf = (handle: string, colour: string, orientation?: string) => [handle, colour, orientation].filter(Boolean).join('/')

// Everything the import writes, read under the names of its inputs (see holds.ts).
const PRODUCT = `query ($slug: String!) { product(slug: $slug) {
  id facetValueIds: facetValues { id }
  translations { languageCode name slug description customFields { summary materials care } }
  customFields { drawing widthCm depthCm heightCm seatHeightCm featuredRank addedAt relatedIds: related { id } }
  optionGroups { id code options { id code translations { languageCode name } customFields { swatch } } }
  variants {
    id sku translations { languageCode name } optionIds: options { id } facetValueIds: facetValues { id }
    trackInventory useGlobalOutOfStockThreshold outOfStockThreshold customFields { leadTimeWeeks }
    prices { currencyCode price customFields { compareAtPrice } }
  }
} }`

async function productBySlug(admin: AdminClient, slug: string): Promise<ExistingProduct | null> {
  return (await admin<{ product: ExistingProduct | null }>(PRODUCT, { slug })).product
}

async function upsertProduct(
  admin: AdminClient,
  product: AuthoredProduct,
  facetValueIds: FacetValueIds,
): Promise<{ existing: ExistingProduct; added: boolean; wrote: boolean }> {
  const facetKeys = [
    `category:${product.category}`,
    `${COLLECTION_FACET}:${product.collection}`,
    ...product.badges.map((b) => `badge:${b}`),
    ...product.materialCodes.map((m) => `material:${m}`),
  ]
  const input = {
    translations: names(product.name, (language) => ({
      slug: product.handle,
      description: product.description[language],
      customFields: { summary: product.summary[language], materials: product.materials[language], care: product.care[language] },
    })),
    facetValueIds: facetKeys.map((key) => facetValueIds.get(key)!),
    customFields: {
      drawing: product.drawing,
      widthCm: product.dimensionsCm.width,
      depthCm: product.dimensionsCm.depth,
      heightCm: product.dimensionsCm.height,
      seatHeightCm: product.dimensionsCm.seatHeight ?? null,
      featuredRank: product.featuredRank,
      addedAt: new Date(product.addedAt).toISOString(),
    },
  }
  const known = await productBySlug(admin, product.handle)
  if (known) {
    const update = { ...input, facetValueIds: [...new Set([...known.facetValueIds.map((value) => value.id), ...input.facetValueIds])] }
    if (holds(known, update)) return { existing: known, added: false, wrote: false }
    await admin(`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, { input: { id: known.id, ...update } })
  } else {
    await admin(`mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`, { input: { ...input, enabled: true } })
  }
  return { existing: (await productBySlug(admin, product.handle))!, added: !known, wrote: true }
}

async function upsertOptions(
  admin: AdminClient,
  existing: ExistingProduct,
  group: { code: string; name: Text },
  options: Array<{ code: string; name: Text; swatch?: string }>,
): Promise<{ ids: Map<string, string>; wrote: boolean }> {
  let wrote = false
  let known = existing.optionGroups.find((candidate) => candidate.code === group.code)
  if (!known) {
    const { createProductOptionGroup } = await admin<{ createProductOptionGroup: OptionGroup }>(
      `mutation ($input: CreateProductOptionGroupInput!) { createProductOptionGroup(input: $input) { id code options { id code } } }`,
      { input: { code: group.code, translations: names(group.name), options: [] } },
    )
    await admin(
      `mutation ($productId: ID!, $optionGroupId: ID!) { addOptionGroupToProduct(productId: $productId, optionGroupId: $optionGroupId) { id } }`,
      {
        productId: existing.id,
        optionGroupId: createProductOptionGroup.id,
      },
    )
    known = createProductOptionGroup
    wrote = true
  }
  const ids = new Map<string, string>()
  for (const option of options) {
    const fields = { code: option.code, translations: names(option.name), customFields: { swatch: option.swatch ?? null } }
    const current = known.options.find((candidate) => candidate.code === option.code)
    if (current) {
      if (!holds(current, fields)) {
        await admin(`mutation ($input: UpdateProductOptionInput!) { updateProductOption(input: $input) { id } }`, {
          input: { id: current.id, ...fields },
        })
        wrote = true
      }
      ids.set(option.code, current.id)
    } else {
      wrote = true
      const { createProductOption } = await admin<{ createProductOption: Option }>(
        `mutation ($input: CreateProductOptionInput!) { createProductOption(input: $input) { id code } }`,
        { input: { productOptionGroupId: known.id, ...fields } },
      )
      ids.set(option.code, createProductOption.id)
    }
  }
  return { ids, wrote }
}

async function upsertVariants(
  admin: AdminClient,
  product: AuthoredProduct,
  existing: ExistingProduct,
  facetValueIds: FacetValueIds,
  priced: Array<WrittenPrices>,
  warehouseIds: Array<string>,
): Promise<boolean> {
  const colours = await upsertOptions(
    admin,
    existing,
    { code: `${product.handle}-colour`, name: { en: 'Colour', zh: '颜色' } },
    product.colours.map((colour) => ({ code: colour.id, name: colour.name, swatch: colour.swatch })),
  )
  const orientations = product.orientations
    ? await upsertOptions(
        admin,
        existing,
        { code: `${product.handle}-orientation`, name: { en: 'Orientation', zh: '方向' } },
        product.orientations.map((orientation) => ({ code: orientation, name: ORIENTATIONS[orientation] })),
      )
    : undefined

  const creations: Array<Record<string, unknown>> = []
  const updates: Array<Record<string, unknown>> = []
  for (const colour of product.colours) {
    for (const orientation of product.orientations ?? [undefined]) {
      const sku = skuOf(product.handle, colour.id, orientation)
      const suffix = (language: 'en' | 'zh') =>
        [colour.name[language], orientation && ORIENTATIONS[orientation][language]].filter(Boolean).join(language === 'en' ? ', ' : '，')
      const fields = {
        sku,
        translations: names({ en: `${product.name.en} – ${suffix('en')}`, zh: `${product.name.zh}（${suffix('zh')}）` }),
        optionIds: [colours.ids.get(colour.id), orientation && orientations?.ids.get(orientation)].filter(Boolean),
        facetValueIds: [facetValueIds.get(`colour:${colourFamily(colour.swatch)}`)!],
        trackInventory: 'TRUE',
        useGlobalOutOfStockThreshold: colour.leadTimeWeeks === undefined,
        outOfStockThreshold: colour.leadTimeWeeks === undefined ? 0 : -MADE_TO_ORDER_BACKORDERS,
        customFields: { leadTimeWeeks: colour.leadTimeWeeks ?? null },
      }
      const prices = CURRENCIES.map((currencyCode) => ({
        currencyCode,
        price: minor(product.price[currencyCode]),
        customFields: { compareAtPrice: product.compareAt ? minor(product.compareAt[currencyCode]) : null },
      }))
      const known = existing.variants.find((variant) => variant.sku === sku)
      // Stock and whether a variant is on sale are the shop's once it exists: set only when created.
      if (known) {
        const update = {
          ...fields,
          facetValueIds: [...new Set([...known.facetValueIds.map((v) => v.id), ...fields.facetValueIds])],
          prices,
        }
        if (!holds(known, update)) updates.push({ id: known.id, ...update })
      } else
        creations.push({
          productId: existing.id,
          ...fields,
          enabled: true,
          // The file's count is what each market's warehouse holds of a new piece.
          stockLevels: warehouseIds.map((stockLocationId) => ({ stockLocationId, stockOnHand: colour.stock })),
          price: prices[0]!.price,
          update: { ...fields, prices },
        })
    }
  }
  if (creations.length) {
    const { createProductVariants } = await admin<{ createProductVariants: Array<{ id: string }> }>(
      `mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`,
      { input: creations.map(({ update: _update, ...input }) => input) },
    )
    // Vendure's create takes one price; the prices per currency (with their compare-at price) go in an update.
    createProductVariants.forEach((created, index) => updates.push({ id: created.id, ...(creations[index]!.update as object) }))
  }
  if (updates.length)
    await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, { input: updates })
  priced.push(...updates.map((update) => ({ id: update.id as string, prices: update.prices as WrittenPrices['prices'] })))
  return colours.wrote || Boolean(orientations?.wrote) || updates.length > 0
}

export async function importProducts(
  admin: AdminClient,
  catalogue: CatalogueFile,
  facetValueIds: FacetValueIds,
  priced: Array<WrittenPrices> = [],
): Promise<ImportCounts> {
  const imported = new Map<string, { existing: ExistingProduct; added: boolean; wrote: boolean }>()
  const { stockLocations } = await admin<{ stockLocations: { items: Array<{ id: string }> } }>(`{ stockLocations { items { id } } }`)
  const warehouseIds = stockLocations.items.map(({ id }) => id)
  for (const product of catalogue.products) {
    const { existing, added, wrote } = await upsertProduct(admin, product, facetValueIds)
    const wroteVariants = await upsertVariants(admin, product, existing, facetValueIds, priced, warehouseIds)
    imported.set(product.handle, { existing, added, wrote: wrote || wroteVariants })
  }
  // Related pieces point at each other: set once every product exists.
  for (const product of catalogue.products) {
    const relatedIds = await Promise.all(
      product.related.map(async (handle) => {
        const id = imported.get(handle)?.existing.id ?? (await productBySlug(admin, handle))?.id
        if (!id) throw new Error(`${product.handle} names a related product "${handle}" that is neither in the file nor in the shop`)
        return id
      }),
    )
    const entry = imported.get(product.handle)!
    if (holds(entry.existing.customFields, { relatedIds })) continue
    await admin(`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
      input: { id: entry.existing.id, customFields: { relatedIds } },
    })
    entry.wrote = true
  }
  const entries = [...imported.values()]
  const added = entries.filter((entry) => entry.added).length
  const updated = entries.filter((entry) => !entry.added && entry.wrote).length
  return { added, updated, unchanged: entries.length - added - updated }
}
