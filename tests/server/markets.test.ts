import Database from 'better-sqlite3'
import pg from 'pg'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient } from '../../server/src/seed/adminClient.ts'
import { signInAsOwner } from './administrators.ts'
import { add, pay, sofa, stockOf, upToPayment, type Checkout } from './orderSteps.ts'
import { shopperAt } from './shopper.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'

type Channel = {
  code: string
  token: string
  defaultCurrencyCode: string
  availableCurrencyCodes: Array<string>
  pricesIncludeTax: boolean
}
type Variant = { sku: string; price: number; priceWithTax: number; currencyCode: string; compareAtPrice: number | null }

const PRODUCT = `query ($slug: String!) { product(slug: $slug) { variants { sku price priceWithTax currencyCode compareAtPrice } } }`
const onSale = { slug: 'kova-two-seat-sofa', sku: 'kova-two-seat-sofa/oat-boucle' }
const toSanFrancisco: Checkout = { postcode: '94103', country: 'US', email: 'ann@example.com', phone: '+1 415 555 0199' }
const toShanghai: Checkout = { postcode: '200040', country: 'CN', email: 'mei@example.com', phone: '13800138000' }

/** What a shop from before the markets holds: no market opened, and carts that name no browser session. */
async function asBeforeTheMarkets(shop: ShopProcess): Promise<void> {
  const statements = [
    `DELETE FROM settings_store_entry WHERE "key" = 'markets.opened'`,
    `UPDATE "order" SET "customFieldsPlacedinsession" = NULL WHERE "active" = ${shop.databaseUrl ? 'true' : '1'}`,
  ]
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl })
    await client.connect()
    for (const sql of statements) await client.query(sql)
    await client.end()
    return
  }
  const file = new Database(join(shop.dataDir, 'vendure.sqlite'))
  for (const sql of statements) file.exec(sql)
  file.close()
}

async function placeOrder(shopper: ReturnType<typeof shopperAt>, checkout: Checkout): Promise<string> {
  await add(shopper, sofa.slug, sofa.sku)
  await upToPayment(shopper, checkout)
  const placed = await pay(shopper)
  expect(placed.state).toBe('PaymentAuthorized')
  return placed.code!
}

describe('markets: the US and China as Vendure channels', () => {
  let shop: ShopProcess
  let admin: AdminClient
  beforeAll(async () => {
    shop = await startShop()
    admin = await signInAsOwner(shop)
  })
  afterAll(() => shop.stop())

  it('each market is a channel of its own currency; US prices are before tax, Chinese prices include it', async () => {
    const { channels } = await admin<{ channels: { items: Array<Channel> } }>(
      `{ channels { items { code token defaultCurrencyCode availableCurrencyCodes pricesIncludeTax } } }`,
    )
    expect(channels.items).toEqual(
      expect.arrayContaining([
        { code: 'us', token: 'us', defaultCurrencyCode: 'USD', availableCurrencyCodes: ['USD'], pricesIncludeTax: false },
        { code: 'cn', token: 'cn', defaultCurrencyCode: 'CNY', availableCurrencyCodes: ['CNY'], pricesIncludeTax: true },
      ]),
    )
  })

  it('the catalogue sells in both, each at its own price, a sale’s earlier price included', async () => {
    const read = async (locale: 'en' | 'zh', market: 'us' | 'cn') =>
      (
        await shopperAt(shop.url, locale, { market })<{ product: { variants: Array<Variant> } }>(PRODUCT, { slug: onSale.slug })
      ).product.variants.find((variant) => variant.sku === onSale.sku)!
    const [us, cn, overview] = [
      await read('en', 'us'),
      await read('en', 'cn'),
      await shopperAt(shop.url, 'en', { market: null })(PRODUCT, { slug: onSale.slug }),
    ]
    // Before sales tax in the US, which depends on the state; with China's 13 % VAT in the price there.
    expect(us).toMatchObject({ currencyCode: 'USD', price: 129_000, priceWithTax: 129_000, compareAtPrice: 149_000 })
    expect(cn).toMatchObject({ currencyCode: 'CNY', price: Math.round(879_000 / 1.13), priceWithTax: 879_000, compareAtPrice: 1_019_000 })
    // The language is not the market: Chinese pages of the US market price in dollars.
    expect(await read('zh', 'us')).toMatchObject({ currencyCode: 'USD', priceWithTax: 129_000 })
    expect(overview.product.variants.find((variant: Variant) => variant.sku === onSale.sku)).toMatchObject({
      currencyCode: 'USD',
      price: 129_000,
    })
  })

  it('the search index of each language and market is priced in the market’s currency; no other market is an index', async () => {
    const index = (path: string) => fetch(`${shop.url}${path}`)
    const currencyOf = async (path: string) => ((await (await index(path)).json()) as { currency: string }).currency
    expect(await currencyOf('/api/v1/en/search.json')).toBe('USD')
    expect(await currencyOf('/api/v1/zh/search.json')).toBe('CNY')
    expect(await currencyOf('/api/v1/zh/search.json?market=us')).toBe('USD')
    expect(await currencyOf('/api/v1/en/search.json?market=cn')).toBe('CNY')
    expect((await index('/api/v1/en/search.json?market=de')).status).toBe(404)
    // A target that `new URL` reads as another host (found by the URL fuzz) is no index either, and no server error.
    expect((await index('//%F3%A0%BF%93/%F0%A6%89%81?Ta=%2e%2e')).status).toBe(404)
  })

  it('a price the owner sets in the default channel reaches the market of its currency', async () => {
    const { productVariants } = await admin<{ productVariants: { items: Array<{ id: string }> } }>(
      `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }`,
      { sku: sofa.sku },
    )
    const id = productVariants.items[0]!.id
    await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
      input: [{ id, prices: [{ currencyCode: 'CNY', price: 1_188_800 }] }],
    })
    const { product } = await shopperAt(shop.url, 'zh')<{ product: { variants: Array<Variant> } }>(PRODUCT, { slug: sofa.slug })
    expect(product.variants.find((variant) => variant.sku === sofa.sku)).toMatchObject({ currencyCode: 'CNY', priceWithTax: 1_188_800 })
  })

  it('a piece the owner adds in the default channel is sold in each market once it has a price in its currency', async () => {
    const { createProduct } = await admin<{ createProduct: { id: string } }>(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      { input: { translations: [{ languageCode: 'en', name: 'Oslo stool', slug: 'oslo-stool', description: 'A stool.' }] } },
    )
    const wood = (code: string) => ({ code, translations: [{ languageCode: 'en', name: code }] })
    const { createProductOptionGroup } = await admin<{ createProductOptionGroup: { id: string; options: Array<{ id: string }> } }>(
      `mutation ($input: CreateProductOptionGroupInput!) { createProductOptionGroup(input: $input) { id options { id } } }`,
      { input: { code: 'oslo-wood', translations: [{ languageCode: 'en', name: 'Wood' }], options: [wood('oak'), wood('walnut')] } },
    )
    await admin(`mutation ($p: ID!, $g: ID!) { addOptionGroupToProduct(productId: $p, optionGroupId: $g) { id } }`, {
      p: createProduct.id,
      g: createProductOptionGroup.id,
    })
    // Two variants in one request: their prices arrive together, and each must reach the market.
    const { createProductVariants } = await admin<{ createProductVariants: Array<{ id: string }> }>(
      `mutation ($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id } }`,
      {
        input: createProductOptionGroup.options.map((option, at) => ({
          productId: createProduct.id,
          sku: `oslo-stool/${at}`,
          price: 12_900,
          stockOnHand: 4,
          optionIds: [option.id],
          translations: [{ languageCode: 'en', name: `Stool ${at}` }],
        })),
      },
    )
    const STOOL = `query { product(slug: "oslo-stool") { optionGroups { code } variants { sku priceWithTax currencyCode options { code } } } }`
    type Stool = { optionGroups: Array<{ code: string }>; variants: Array<Variant & { options: Array<{ code: string }> }> }
    const inMarket = async (market: 'us' | 'cn') => (await shopperAt(shop.url, 'en', { market })<{ product: Stool | null }>(STOOL)).product
    await expect.poll(async () => (await inMarket('us'))?.variants.length, { timeout: 10_000 }).toBe(2)
    const us = (await inMarket('us'))!
    expect(us.variants.map((variant) => [variant.currencyCode, variant.priceWithTax, variant.options[0]?.code])).toEqual([
      ['USD', 12_900, 'oak'],
      ['USD', 12_900, 'walnut'],
    ])
    expect(us.optionGroups).toEqual([{ code: 'oslo-wood' }])
    // No yuan price yet: the China market does not sell it at the dollar figure.
    expect(await inMarket('cn')).toBeNull()
    await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
      input: [{ id: createProductVariants[0]!.id, prices: [{ currencyCode: 'CNY', price: 89_900 }] }],
    })
    await expect
      .poll(async () => (await inMarket('cn'))?.variants, { timeout: 10_000 })
      .toMatchObject([{ currencyCode: 'CNY', priceWithTax: 89_900 }])
  })

  it('each market ships from its own warehouse, stocked alike by the seed: an order takes stock from its market’s only', async () => {
    const [us, cn] = [await signInAsOwner(shop, 'us'), await signInAsOwner(shop, 'cn')]
    const names = async (client: AdminClient) =>
      (await client<{ stockLocations: { items: Array<{ name: string }> } }>(`{ stockLocations { items { name } } }`)).stockLocations.items
        .map((location) => location.name)
        .sort()
    expect(await names(us)).toEqual(['Columbus, Ohio · 美国俄亥俄州哥伦布'])
    expect(await names(cn)).toEqual(['Kunshan, Jiangsu · 江苏昆山'])
    expect(await names(admin)).toEqual(['Columbus, Ohio · 美国俄亥俄州哥伦布', 'Kunshan, Jiangsu · 江苏昆山'])
    const before = { us: await stockOf(us, sofa.sku), cn: await stockOf(cn, sofa.sku) }
    expect(before.cn.stockOnHand).toBe(before.us.stockOnHand)
    // A Chinese-speaking shopper buying in the US market: the market, not the language, picks the warehouse.
    await placeOrder(shopperAt(shop.url, 'zh', { market: 'us' }), toSanFrancisco)
    expect(await stockOf(us, sofa.sku)).toMatchObject({ stockAllocated: before.us.stockAllocated + 1 })
    expect(await stockOf(cn, sofa.sku)).toEqual(before.cn)
  })

  it('an order belongs to its market’s channel, and its status is found from either market’s pages', async () => {
    const code = await placeOrder(shopperAt(shop.url, 'zh', { market: 'us' }), toSanFrancisco)
    expect(await ordersIn(shop, 'us')).toContain(code)
    expect(await ordersIn(shop, 'cn')).not.toContain(code)
    const { orderStatus } = await shopperAt(shop.url, 'en', { market: 'cn' })<{ orderStatus: { currencyCode: string } | null }>(
      `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { currencyCode } }`,
      { code, contact: toSanFrancisco.email },
    )
    expect(orderStatus).toEqual({ currencyCode: 'USD' })
  })

  it('a shop from before the markets moves each order into the channel of its currency, and keeps a shopper’s cart', async () => {
    const yuan = await placeOrder(shopperAt(shop.url, 'zh', { market: null, currency: 'CNY' }), toShanghai)
    const dollars = await placeOrder(shopperAt(shop.url, 'en', { market: null, currency: 'USD' }), toSanFrancisco)
    expect(await ordersIn(shop, 'cn')).not.toContain(yuan)
    const browsing = shopperAt(shop.url, 'en', { market: null, currency: 'USD' })
    await add(browsing, sofa.slug, sofa.sku, 2)
    await shop.stop()
    await asBeforeTheMarkets(shop)
    shop = await startShop({ dataDir: shop.dataDir })
    expect(shop.output()).toContain('Opened the cn market')
    admin = await signInAsOwner(shop)
    const [cn, us] = [await ordersIn(shop, 'cn'), await ordersIn(shop, 'us')]
    expect(cn).toContain(yuan)
    expect(cn).not.toContain(dollars)
    expect(us).toContain(dollars)
    expect(us).not.toContain(yuan)
    // Opened again, a market keeps its one warehouse: the other market's is not given to it.
    const { stockLocations } = await (
      await signInAsOwner(shop, 'cn')
    )<{ stockLocations: { totalItems: number } }>(`{ stockLocations { totalItems } }`)
    expect(stockLocations.totalItems).toBe(1)
    // The same browser (its session cookie), now in the US market, then the China market's cart, then back.
    const cart = `{ activeOrder { currencyCode totalQuantity } }`
    const inUs = shopperAt(shop.url, 'en', { jar: browsing.jar })
    expect((await inUs<{ activeOrder: unknown }>(cart)).activeOrder).toEqual({ currencyCode: 'USD', totalQuantity: 2 })
    await add(shopperAt(shop.url, 'zh', { jar: browsing.jar }), sofa.slug, sofa.sku)
    expect((await inUs<{ activeOrder: unknown }>(cart)).activeOrder).toEqual({ currencyCode: 'USD', totalQuantity: 2 })
  })
})

/** The orders listed in one market's channel, as the owner sees them with that channel chosen in the Dashboard. */
async function ordersIn(shop: ShopProcess, channel: 'us' | 'cn'): Promise<Array<string>> {
  const admin = await signInAsOwner(shop, channel)
  const { orders } = await admin<{ orders: { items: Array<{ code: string }> } }>(`{ orders(options: { take: 100 }) { items { code } } }`)
  return orders.items.map((order) => order.code)
}
