import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient } from '../../server/src/seed/adminClient.ts'
import { signInAsOwner } from './administrators.ts'
import { emailsTo } from './mailbox.ts'
import { add, details, pay, sofa, upToPayment, type Checkout } from './orderSteps.ts'
import { shopperAt, type Shopper } from './shopper.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'

type Taxed = {
  pricesIncludeTax: boolean
  subTotal: number
  subTotalWithTax: number
  totalWithTax: number
  shippingWithTax: number
  taxSummary: Array<{ description: string; taxRate: number; taxTotal: number }>
}
const TAXED = `pricesIncludeTax subTotal subTotalWithTax totalWithTax shippingWithTax taxSummary { description taxRate taxTotal }`
const toCalifornia: Checkout = { postcode: '94103', country: 'US', email: 'ann@example.com', phone: '+1 415 555 0199', province: 'CA' }
const toOregon: Checkout = { ...toCalifornia, postcode: '97201', province: 'OR' }
const toShanghai: Checkout = { postcode: '200040', country: 'CN', email: 'mei@example.com', phone: '13800138000' }

const SET_INVOICE = `mutation ($input: UpdateOrderInput!) { setOrderCustomFields(input: $input) { ... on Order { code } } }`
const TO_PAYMENT = `mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`
const cart = async (shopper: Shopper) => (await shopper<{ activeOrder: Taxed }>(`{ activeOrder { ${TAXED} } }`)).activeOrder
const charged = (order: Taxed) => order.taxSummary.filter((line) => line.taxRate > 0)
// In whole cents, from integers: 7.25 % of 189,000 is 13,702.5 exactly, which floating point reads as 13,702.4999….
const taxAt = (minor: number, basisPoints: number) => Math.round((minor * basisPoints) / 10_000)

describe('tax: US sales tax by the delivery state, China’s VAT in the price', () => {
  let shop: ShopProcess
  let admin: AdminClient
  beforeAll(async () => {
    shop = await startShop()
    admin = await signInAsOwner(shop)
  })
  afterAll(() => shop.stop())

  it('a US cart is before tax until its state is known, then carries that state’s rate; a state without sales tax adds none', async () => {
    const shopper = shopperAt(shop.url, 'en')
    await add(shopper, sofa.slug, sofa.sku)
    const before = await cart(shopper)
    expect(before).toMatchObject({ pricesIncludeTax: false, subTotalWithTax: before.subTotal })
    expect(charged(before)).toEqual([])

    await details(shopper, toCalifornia)
    const inCalifornia = await cart(shopper)
    expect(inCalifornia.subTotal).toBe(before.subTotal)
    expect(charged(inCalifornia)).toEqual([{ description: 'California sales tax', taxRate: 7.25, taxTotal: taxAt(before.subTotal, 725) }])
    expect(inCalifornia.subTotalWithTax).toBe(before.subTotal + taxAt(before.subTotal, 725))

    await details(shopper, toOregon)
    const inOregon = await cart(shopper)
    expect(charged(inOregon)).toEqual([])
    expect(inOregon.subTotalWithTax).toBe(before.subTotal)
  })

  it('the rates are Vendure tax rates: the owner’s new California rate is what the next cart pays', async () => {
    const { taxRates } = await admin<{ taxRates: { items: Array<{ id: string; value: number }> } }>(
      `{ taxRates(options: { filter: { name: { eq: "California sales tax" } } }) { items { id value } } }`,
    )
    const [california] = taxRates.items
    expect(california?.value).toBe(7.25)
    const setRate = (value: number) =>
      admin(`mutation ($id: ID!, $value: Float!) { updateTaxRate(input: { id: $id, value: $value }) { id } }`, {
        id: california!.id,
        value,
      })
    await setRate(8)
    try {
      const shopper = shopperAt(shop.url, 'zh', { market: 'us' })
      await add(shopper, sofa.slug, sofa.sku)
      await details(shopper, toCalifornia)
      const taxed = await cart(shopper)
      expect(charged(taxed).map((line) => line.taxRate)).toEqual([8])
      expect(taxed.subTotalWithTax).toBe(taxed.subTotal + taxAt(taxed.subTotal, 800))
    } finally {
      await setRate(7.25)
    }
  })

  it('a placed US order totals the pieces, their sales tax and the delivery, and its email shows the tax line', async () => {
    const shopper = shopperAt(shop.url, 'en')
    const email = `tax-${Date.now()}@example.com`
    await add(shopper, sofa.slug, sofa.sku)
    await upToPayment(shopper, { ...toCalifornia, email })
    const placed = await pay(shopper)
    expect(placed.state).toBe('PaymentAuthorized')
    const { orderByCode } = await shopper<{ orderByCode: Taxed }>(`query ($code: String!) { orderByCode(code: $code) { ${TAXED} } }`, {
      code: placed.code,
    })
    expect(orderByCode.totalWithTax).toBe(orderByCode.subTotalWithTax + orderByCode.shippingWithTax)
    expect(orderByCode.subTotalWithTax - orderByCode.subTotal).toBe(charged(orderByCode)[0]?.taxTotal)
    const [sent] = await emailsTo(shop.dataDir, email, 1)
    expect(sent!.body).toContain('Sales tax (7.25%)')
  })

  it('a Chinese cart’s prices include 13 % VAT, shown as part of them', async () => {
    const shopper = shopperAt(shop.url, 'zh')
    await add(shopper, sofa.slug, sofa.sku)
    const before = await cart(shopper)
    await details(shopper, toShanghai)
    const taxed = await cart(shopper)
    expect(taxed).toMatchObject({ pricesIncludeTax: true, subTotalWithTax: before.subTotalWithTax })
    expect(charged(taxed)).toEqual([
      { description: 'China VAT', taxRate: 13, taxTotal: taxed.subTotalWithTax - Math.round(taxed.subTotalWithTax / 1.13) },
    ])
  })

  it('a Chinese order takes a 发票 request: a company’s needs its valid tax number, is kept as printed and shown to the owner; the US offers none', async () => {
    const invoice = (customFields: Record<string, string | null>) => shopper(SET_INVOICE, { input: { customFields } })
    const toPayment = async () =>
      (await shopper<{ transitionOrderToState: { state?: string; transitionError?: string } }>(TO_PAYMENT)).transitionOrderToState
    const shopper = shopperAt(shop.url, 'en', { market: 'cn' })
    await add(shopper, sofa.slug, sofa.sku)
    await upToPayment(shopper, toShanghai)
    await shopper(`mutation { transitionOrderToState(state: "AddingItems") { ... on Order { state } } }`)

    await invoice({ invoiceKind: 'company', invoiceTitle: '上海木巢家居有限公司', invoiceTaxNumber: '91350100M000100Y44' })
    expect(await toPayment()).toMatchObject({ transitionError: 'INVOICE_TAX_NUMBER' })
    await invoice({ invoiceKind: 'company', invoiceTitle: ' ', invoiceTaxNumber: '91350100M000100Y43' })
    expect(await toPayment()).toMatchObject({ transitionError: 'INVOICE_TITLE' })
    await invoice({ invoiceKind: 'company', invoiceTitle: '上海木巢家居有限公司', invoiceTaxNumber: '９１３５０１００m０００１００y４３' })
    expect(await toPayment()).toMatchObject({ state: 'ArrangingPayment' })
    const placed = await pay(shopper)

    const { orders } = await admin<{ orders: { items: Array<{ customFields: Record<string, string | null> }> } }>(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { customFields { invoiceKind invoiceTitle invoiceTaxNumber } } } }`,
      { code: placed.code },
    )
    expect(orders.items[0]?.customFields).toEqual({
      invoiceKind: 'company',
      invoiceTitle: '上海木巢家居有限公司',
      invoiceTaxNumber: '91350100M000100Y43',
    })

    const american = shopperAt(shop.url, 'en')
    await add(american, sofa.slug, sofa.sku)
    await details(american, toCalifornia)
    await american(SET_INVOICE, { input: { customFields: { invoiceKind: 'personal', invoiceTitle: 'Ann Lee' } } })
    expect((await upToPayment(american, toCalifornia)).transitionError).toBe('INVOICE_NOT_OFFERED')
  })
})
