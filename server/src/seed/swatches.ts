import type { AdminClient } from './adminClient.js'
import type { CatalogueFile, Text } from './catalogueFile.js'
import { names } from './facetsAndCollections.js'
import { holds } from './holds.js'

type OptionGroup = { id: string; code: string; options: Array<{ id: string; code: string }> }
type Existing = { id: string; optionGroups: Array<OptionGroup>; variants: Array<{ id: string; sku: string }> }

// Everything the import writes, read under the names of its inputs (see holds.ts).
const PRODUCT = `query ($slug: String!) { product(slug: $slug) {
  id translations { languageCode name slug description } customFields { drawing featuredRank addedAt }
  optionGroups { id code options { id code translations { languageCode name } customFields { swatch } } }
  variants { id sku translations { languageCode name } trackInventory prices { currencyCode price } }
} }`

function fabricOf(catalogue: CatalogueFile, id: string): { name: Text; swatch: string } {
  for (const product of catalogue.products) {
    const colour = product.colours.find((candidate) => candidate.id === id)
    if (colour) return { name: colour.name, swatch: colour.swatch }
  }
  throw new Error(`No product has the fabric "${id}"`)
}

/** In no collection, so no listing shows it; stock untracked, since swatches are cut from the roll. */
export async function importSwatches(admin: AdminClient, catalogue: CatalogueFile): Promise<void> {
  const swatches = catalogue.swatches
  if (!swatches) return
  const find = async () => (await admin<{ product: Existing | null }>(PRODUCT, { slug: swatches.handle })).product
  const input = {
    translations: names(swatches.name, (language) => ({ slug: swatches.handle, description: swatches.description[language] })),
    customFields: { drawing: 'cushion', featuredRank: 0, addedAt: new Date('2026-11-01').toISOString() },
  }
  let product = await find()
  if (!product) {
    await admin(`mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`, { input: { ...input, enabled: true } })
    product = (await find())!
  } else if (!holds(product, input))
    await admin(`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, { input: { id: product.id, ...input } })

  const groupCode = `${swatches.handle}-fabric`
  let group = product.optionGroups.find((candidate) => candidate.code === groupCode)
  if (!group) {
    const { createProductOptionGroup } = await admin<{ createProductOptionGroup: OptionGroup }>(
      `mutation ($input: CreateProductOptionGroupInput!) { createProductOptionGroup(input: $input) { id code options { id code } } }`,
      { input: { code: groupCode, translations: names({ en: 'Fabric', zh: '面料' }), options: [] } },
    )
    await admin(
      `mutation ($productId: ID!, $optionGroupId: ID!) { addOptionGroupToProduct(productId: $productId, optionGroupId: $optionGroupId) { id } }`,
      {
        productId: product.id,
        optionGroupId: createProductOptionGroup.id,
      },
    )
    group = createProductOptionGroup
  }

  for (const id of swatches.fabrics) {
    const fabric = fabricOf(catalogue, id)
    const option = { code: id, translations: names(fabric.name), customFields: { swatch: fabric.swatch } }
    const current = group.options.find((candidate) => candidate.code === id)
    let optionId = current?.id
    if (current) {
      if (!holds(current, option))
        await admin(`mutation ($input: UpdateProductOptionInput!) { updateProductOption(input: $input) { id } }`, {
          input: { id: current.id, ...option },
        })
    } else
      optionId = (
        await admin<{ createProductOption: { id: string } }>(
          `mutation ($input: CreateProductOptionInput!) { createProductOption(input: $input) { id } }`,
          { input: { productOptionGroupId: group.id, ...option } },
        )
      ).createProductOption.id
    const sku = `${swatches.handle}/${id}`
    const fields = {
      sku,
      translations: names({ en: `${swatches.item.en}: ${fabric.name.en}`, zh: `${swatches.item.zh}：${fabric.name.zh}` }),
      trackInventory: 'FALSE',
      prices: [
        { currencyCode: 'USD', price: 0 },
        { currencyCode: 'CNY', price: 0 },
      ],
    }
    const known = product.variants.find((variant) => variant.sku === sku)
    if (known) {
      if (!holds(known, fields))
        await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
          input: [{ id: known.id, ...fields }],
        })
    } else {
      const { prices, ...create } = fields
      const { createProductVariants } = await admin<{ createProductVariants: Array<{ id: string }> }>(
        `mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`,
        { input: [{ productId: product.id, ...create, optionIds: [optionId], enabled: true, price: 0 }] },
      )
      await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
        input: [{ id: createProductVariants[0]!.id, prices }],
      })
    }
  }
}
