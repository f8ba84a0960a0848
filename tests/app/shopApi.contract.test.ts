// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import * as documents from '#domain/storefront/graphql/graphql'
import { SALE_COLLECTION, SWATCH_PRODUCT } from '#domain/storefront/paths'
import { shopQuery } from '#domain/storefront/shopApi'
import {
  fetchCollection,
  fetchCollections,
  fetchHighlights,
  fetchProduct,
  fetchShopTerms,
  fetchSwatches,
} from '../../src/lib/storefront/api'
import { clearShopSession, storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

// Every query document the shop sends, by name, with the variables a page sends it with.
const VARIABLES: Record<string, Record<string, unknown>> = {
  CollectionsDocument: {},
  CollectionPageDocument: { slug: 'kova' },
  ProductDocument: { slug: 'kova-l-shape-ottoman' },
  HighlightsDocument: { sale: SALE_COLLECTION, swatches: SWATCH_PRODUCT },
  AllProductsDocument: { skip: 0 },
  SwatchesDocument: { slug: 'fabric-swatches' },
  ShopTermsDocument: {},
}
/** The documents of one of domain/storefront's .graphql files, by their generated names. */
const documentsOf = (file: string) => {
  const text = readFileSync(new URL(`../../domain/storefront/${file}`, import.meta.url), 'utf8')
  const names = new Set([...text.matchAll(/^(?:query|mutation) (\w+)/gm)].map((match) => `${match[1]}Document`))
  return Object.entries(documents).filter(([name]) => names.has(name))
}
const queries = documentsOf('catalogue.graphql')
const base = { baseUrl: 'http://shop.test' }
globalThis.fetch = storefrontFetch as typeof fetch

describe.each(['en', 'zh'] as const)('the Shop API answers every document the shop sends (%s)', (locale) => {
  it('knows every document', () => expect(queries.map(([name]) => name).sort()).toEqual(Object.keys(VARIABLES).sort()))

  it.each(queries)('%s: answered without errors', async (name, document) => {
    const data = await shopQuery(document as { toString(): string }, VARIABLES[name], at(locale), base)
    expect(data).toBeTypeOf('object')
  })

  it('the pages get what they show, in the language and its currency', async () => {
    const currency = locale === 'en' ? 'USD' : 'CNY'
    const { collections } = await fetchCollections(at(locale))
    expect(collections.map((collection) => collection.handle)).toEqual([
      'kova',
      'living',
      'dining',
      'bedroom',
      'lighting-and-decor',
      'sale',
    ])
    expect(collections.every((collection) => collection.productCount > 0)).toBe(true)
    const kova = await fetchCollection(at(locale), 'kova')
    expect(kova).toMatchObject({ currency, collection: { handle: 'kova', productCount: kova!.products.length } })
    const product = await fetchProduct(at(locale), 'kova-l-shape-ottoman')
    expect(product?.product.name).toBe(locale === 'en' ? 'Kova L-shape ottoman' : 'Kova L 型脚凳')
    expect(product?.currency).toBe(currency)
    expect(product?.product.variants.map((variant) => variant.sku)).toContain('kova-l-shape-ottoman/oat-boucle/left')
    const highlights = await fetchHighlights(at(locale))
    expect(highlights.newArrivals).toHaveLength(8)
    expect(highlights.newArrivals.map((piece) => piece.handle)).not.toContain('fabric-swatches')
    expect(highlights.onSale.length).toBeGreaterThan(0)
    expect(highlights.onSale.every((piece) => piece.compareAt! > piece.price)).toBe(true)
    const swatches = await fetchSwatches(at(locale))
    expect(swatches.length).toBeGreaterThan(0)
    expect(swatches.every((swatch) => swatch.sku.startsWith('fabric-swatches/'))).toBe(true)
    // The seed's delivery tiers (server/src/plugins/checkout/delivery.ts), priced in the currency, cheapest first.
    const terms = await fetchShopTerms(at(locale))
    expect(terms.deliveryTiers.map((tier) => [tier.code, tier.price])).toEqual(
      locale === 'en'
        ? [
            ['swatches-by-post', 0],
            ['to-the-door', 4900],
            ['to-the-room', 12900],
            ['room-and-assembly', 19900],
          ]
        : [
            ['swatches-by-post', 0],
            ['to-the-door', 29900],
            ['to-the-room', 69900],
            ['room-and-assembly', 109900],
          ],
    )
    expect(terms.paymentMethods.map((method) => method.code)).toEqual(['call-to-confirm'])
    expect(terms).toMatchObject({ returnDays: 30, homeTrialNights: 100 })
  })

  it('custom fields of the product document reach the page as facts, as Vendure answers them', async () => {
    const { product } = await shopQuery(documents.ProductDocument, { slug: 'kova-armchair' }, at(locale), base)
    const page = await fetchProduct(at(locale), 'kova-armchair')
    expect(product!.relatedProducts.length).toBeGreaterThan(0)
    expect(page?.product.facts).toEqual(product!.customFields)
    expect(page?.product.facts.care).toMatch(locale === 'en' ? /[a-z]/ : /\p{Script=Han}/u)
  })

  it('answers null for a handle that names nothing', async () => {
    expect(await fetchProduct(at(locale), 'no-such-piece')).toBeNull()
    expect(await fetchCollection(at(locale), 'no-such-collection')).toBeNull()
  })
})

// The cart's documents, in the order a shopper's session sends them: each answers an order, not an error.
describe.each(['en', 'zh'] as const)('the Shop API answers every document of the cart (%s)', (locale) => {
  const cart = [...documentsOf('order.graphql'), ...documentsOf('checkout.graphql')].map(([name]) => name)
  const sent = new Set<string>()
  const send = async <R, V>(name: string, document: { toString(): string; __apiType?: (variables: V) => R }, variables: V) => {
    sent.add(name)
    return shopQuery(document, variables, at(locale), base)
  }
  const anOrder = (answer: object) => expect(answer).not.toHaveProperty('errorCode')

  it('a session adds, changes and empties its order', async () => {
    clearShopSession()
    const { product } = await send('VariantIdsDocument', documents.VariantIdsDocument, { slug: 'kova-armchair' })
    const id = product!.variants[0]!.id
    const { addItemToOrder } = await send('AddToOrderDocument', documents.AddToOrderDocument, { id, quantity: 1 })
    anOrder(addItemToOrder)
    const line = 'lines' in addItemToOrder ? addItemToOrder.lines[0]! : undefined
    anOrder((await send('AdjustOrderLineDocument', documents.AdjustOrderLineDocument, { lineId: line!.id, quantity: 2 })).adjustOrderLine)
    const { activeOrder } = await send('ActiveOrderDocument', documents.ActiveOrderDocument, {})
    expect(activeOrder).toMatchObject({ currencyCode: locale === 'en' ? 'USD' : 'CNY', totalQuantity: 2 })
    anOrder((await send('RemoveOrderLineDocument', documents.RemoveOrderLineDocument, { lineId: line!.id })).removeOrderLine)
    anOrder((await send('EmptyOrderDocument', documents.EmptyOrderDocument, {})).removeAllOrderLines)
    // Already open for changes: Vendure says so, in the shape the cart reads.
    expect((await send('ReopenOrderDocument', documents.ReopenOrderDocument, {})).transitionOrderToState).toHaveProperty('errorCode')
    clearShopSession()
  })

  it('a session places an order: customer, address, tier, wishes, payment; reads it by code; looks it up; lists the swatches', async () => {
    clearShopSession()
    const { product } = await send('VariantIdsDocument', documents.VariantIdsDocument, { slug: 'kova-armchair' })
    anOrder((await send('AddToOrderDocument', documents.AddToOrderDocument, { id: product!.variants[0]!.id, quantity: 1 })).addItemToOrder)
    const placing = await send('PlacingOrderDocument', documents.PlacingOrderDocument, {})
    expect(placing.activeOrder?.lines).toHaveLength(1)
    const [postcode, countryCode] = locale === 'en' ? ['94103', 'US'] : ['200040', 'CN']
    const lines = [{ sku: product!.variants[0]!.sku, quantity: 1 }]
    const { deliveryEstimate } = await send('DeliveryEstimateDocument', documents.DeliveryEstimateDocument, {
      postcode,
      country: countryCode,
      lines,
    })
    expect(deliveryEstimate.earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const { eligibleShippingMethods } = await send('DeliveryMethodsDocument', documents.DeliveryMethodsDocument, {})
    expect(placing.eligibleShippingMethods.map((method) => method.code)).toEqual(eligibleShippingMethods.map((method) => method.code))
    const province = countryCode === 'US' ? 'OH' : '上海市'
    const taxed = await send('TaxOrderAtDocument', documents.TaxOrderAtDocument, { address: { streetLine1: '', countryCode, province } })
    anOrder(taxed.setOrderShippingAddress)
    const email = `contract-${locale}@example.com`
    const wishes = { customFields: { deliveryPreference: 'saturday', deliveryNotes: 'Call first' } }
    const details = await send('SetOrderDetailsDocument', documents.SetOrderDetailsDocument, {
      customer: { firstName: 'Contract', lastName: '', emailAddress: email, phoneNumber: '+1 415 555 0100' },
      address: {
        fullName: 'Contract',
        streetLine1: '1 Main Street',
        city: 'Somewhere',
        province,
        postalCode: postcode,
        countryCode,
        customFields: { district: countryCode === 'CN' ? '静安区' : null },
      },
      delivery: [eligibleShippingMethods[0]!.id],
      wishes,
    })
    anOrder(details.setCustomerForOrder!)
    anOrder(details.setOrderShippingAddress)
    anOrder(details.setOrderShippingMethod)
    anOrder(details.setOrderCustomFields)
    expect(details.transitionOrderToState).toMatchObject({ state: 'ArrangingPayment' })
    // A checkout left waiting for payment is opened again, and moved on again.
    const move = async (state: string) => (await send('MoveOrderDocument', documents.MoveOrderDocument, { state })).transitionOrderToState
    expect(await move('AddingItems')).toMatchObject({ state: 'AddingItems' })
    expect(await move('ArrangingPayment')).toMatchObject({ state: 'ArrangingPayment' })
    const paid = (await send('PayByCallDocument', documents.PayByCallDocument, {})).addPaymentToOrder
    anOrder(paid)
    const code = 'code' in paid ? paid.code : ''
    const { orderByCode } = await send('PlacedOrderDocument', documents.PlacedOrderDocument, { code })
    expect(orderByCode).toMatchObject({ code, state: 'PaymentAuthorized', customFields: wishes.customFields })
    const { orderStatus } = await send('OrderStatusDocument', documents.OrderStatusDocument, { code, contact: email })
    expect(orderStatus).toMatchObject({ code, state: 'PaymentAuthorized' })
    clearShopSession()
  })

  it('sent every document of the cart', () => expect([...sent].sort()).toEqual(cart.sort()))
})
