import { MARKETS } from '#domain/markets/markets.js'
import type { AdminClient, AdminRequest } from './adminClient.js'
import type { WrittenPrices } from './products.js'

type Channel = { id: string; token: string; defaultCurrencyCode: string }

const PAGE = 500

async function idsOf(ask: AdminRequest, list: 'productVariants' | 'collections'): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let skip = 0, total = Infinity; skip < total; skip += PAGE) {
    const answer = await ask<Record<string, { totalItems: number; items: Array<{ id: string }> }>>(
      `query ($skip: Int!, $take: Int!) { list: ${list}(options: { skip: $skip, take: $take }) { totalItems items { id } } }`,
      { skip, take: PAGE },
    )
    const page = answer.list!
    page.items.forEach(({ id }) => ids.add(id))
    total = page.totalItems
  }
  return ids
}

async function facetValuesOf(ask: AdminRequest): Promise<Array<{ id: string; facet: string }>> {
  const { facets } = await ask<{ facets: { items: Array<{ id: string; values: Array<{ id: string }> }> } }>(
    `{ facets(options: { take: 100 }) { items { id values { id } } } }`,
  )
  return facets.items.flatMap((facet) => facet.values.map(({ id }) => ({ id, facet: facet.id })))
}

export type Imported = { variantIds: ReadonlyArray<string>; collectionSlugs: ReadonlyArray<string>; facetValueIds: ReadonlyArray<string> }

/** What the file names and a market lacks joins it, with the compare-at prices Vendure's price sync leaves out (docs/decisions.md#markets). */
export async function openInMarkets(admin: AdminClient, priced: ReadonlyArray<WrittenPrices>, imported: Imported): Promise<void> {
  const { channels } = await admin<{ channels: { items: Array<Channel> } }>(`{ channels { items { id token defaultCurrencyCode } } }`)
  const markets = channels.items.filter((channel) => (MARKETS as ReadonlyArray<string>).includes(channel.token))
  if (markets.length === 0) return
  const { collections } = await admin<{ collections: { items: Array<{ id: string }> } }>(
    `query ($slugs: [String!]!) { collections(options: { take: 1000, filter: { slug: { in: $slugs } } }) { items { id } } }`,
    { slugs: imported.collectionSlugs },
  )
  const named = new Set(imported.facetValueIds)
  const facetValues = (await facetValuesOf(admin)).filter(({ id }) => named.has(id))
  for (const market of markets) {
    const inMarket = admin.asking({ 'vendure-token': market.token })
    // Copied from the default channel at the price in the market's currency.
    const fromOverview = admin.asking({ currencyCode: market.defaultCurrencyCode })
    const variantsThere = await idsOf(inMarket, 'productVariants')
    const productVariantIds = imported.variantIds.filter((id) => !variantsThere.has(id))
    if (productVariantIds.length)
      await fromOverview(
        `mutation ($input: AssignProductVariantsToChannelInput!) { assignProductVariantsToChannel(input: $input) { id } }`,
        {
          input: { productVariantIds, channelId: market.id },
        },
      )
    // Vendure assigns a facet with all its values: the facets with a value the market lacks.
    const valuesThere = new Set((await facetValuesOf(inMarket)).map(({ id }) => id))
    const facetIds = [...new Set(facetValues.filter(({ id }) => !valuesThere.has(id)).map(({ facet }) => facet))]
    if (facetIds.length)
      await fromOverview(`mutation ($input: AssignFacetsToChannelInput!) { assignFacetsToChannel(input: $input) { id } }`, {
        input: { facetIds, channelId: market.id },
      })
    const collectionsThere = await idsOf(inMarket, 'collections')
    const collectionIds = collections.items.map(({ id }) => id).filter((id) => !collectionsThere.has(id))
    if (collectionIds.length)
      await fromOverview(`mutation ($input: AssignCollectionsToChannelInput!) { assignCollectionsToChannel(input: $input) { id } }`, {
        input: { collectionIds, channelId: market.id },
      })
    const prices = priced.map(({ id, prices }) => ({
      id,
      prices: prices.filter((price) => price.currencyCode === market.defaultCurrencyCode),
    }))
    if (prices.length)
      await inMarket(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, { input: prices })
  }
}
