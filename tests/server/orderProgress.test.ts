import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import { addAdministrator, signInAsOwner } from './administrators.ts'
import { add, pay, sofa, stockOf, upToPayment } from './orderSteps.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'
import { shopperAt } from './shopper.ts'
import { emailsTo } from './mailbox.ts'

let shop: ShopProcess
let owner: AdminClient
let staff: AdminClient
const STAFF = { username: 'li@woodnest.example', password: 'staff passphrase 7' }

const SHOPPERS = {
  en: { postcode: '94103', country: 'US' as const, phone: '+1 415 555 0142' },
  zh: { postcode: '200040', country: 'CN' as const, phone: '13800138000' },
}

beforeAll(async () => {
  shop = await startShop()
  owner = await signInAsOwner(shop)
  await addAdministrator(owner, { email: STAFF.username, password: STAFF.password }, 'staff')
  staff = await signInToAdminApi(`${shop.url}/admin-api`, STAFF.username, STAFF.password)
})

afterAll(async () => {
  await shop?.stop()
})

/** A shopper places an order for the sofa in their language; its code. */
async function placeOrder(locale: 'en' | 'zh', email: string, market?: 'us' | 'cn'): Promise<string> {
  const shopper = shopperAt(shop.url, locale, market ? { market } : {})
  await add(shopper, sofa.slug, sofa.sku)
  await upToPayment(shopper, { ...SHOPPERS[market === 'us' ? 'en' : market === 'cn' ? 'zh' : locale], email })
  const placed = await pay(shopper)
  expect(placed.state).toBe('PaymentAuthorized')
  return placed.code!
}

type AdminOrder = {
  id: string
  state: string
  lines: Array<{ id: string; quantity: number }>
  payments: Array<{ id: string; state: string }>
  history: { items: Array<{ type: string; data: { to?: string }; administrator: { emailAddress: string } | null; createdAt: string }> }
}

async function orderByCode(code: string): Promise<AdminOrder> {
  const { orders } = await owner<{ orders: { items: Array<AdminOrder> } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id state lines { id quantity } payments { id state }
      history(options: { sort: { createdAt: ASC }, take: 100 }) { items { type data administrator { emailAddress } createdAt } } } } }`,
    { code },
  )
  return orders.items[0]!
}

/** What the shopper's status page reads: the order's state, for its code and the email it was placed with. */
async function statusSeen(code: string, email: string, locale: 'en' | 'zh'): Promise<string | undefined> {
  const { orderStatus } = await shopperAt(shop.url, locale)<{ orderStatus: { state: string } | null }>(
    `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { state } }`,
    { code, contact: email },
  )
  return orderStatus?.state
}

const STATE = `... on Order { state } ... on OrderStateTransitionError { transitionError } ... on ErrorResult { errorCode message }`
const FULFILMENT = `... on Fulfillment { id state } ... on ErrorResult { errorCode message }`

describe('an order after it is placed', () => {
  it('staff take it from "awaiting our call" to delivered; each step is recorded with who took it, shown to the shopper and emailed in Chinese', async () => {
    const email = `mei-${Date.now()}@example.com`
    const code = await placeOrder('zh', email)
    const order = await orderByCode(code)
    // The Dashboard's state menu lists the next steps as Vendure gives them: the call comes first, and nothing is lost.
    const { order: next } = await staff<{ order: { nextStates: Array<string> } }>(`query ($id: ID!) { order(id: $id) { nextStates } }`, {
      id: order.id,
    })
    expect(next.nextStates).toEqual(['Confirmed', 'PaymentSettled', 'Cancelled', 'Modifying', 'ArrangingAdditionalPayment'])

    const confirmed = await staff<{ transitionOrderToState: { state: string } }>(
      `mutation ($id: ID!) { transitionOrderToState(id: $id, state: "Confirmed") { ${STATE} } }`,
      { id: order.id },
    )
    expect(confirmed.transitionOrderToState.state).toBe('Confirmed')
    expect(await statusSeen(code, email, 'zh')).toBe('Confirmed')

    await staff(`mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } ... on ErrorResult { errorCode message } } }`, {
      id: order.payments[0]!.id,
    })
    expect(await statusSeen(code, email, 'zh')).toBe('PaymentSettled')

    const { addFulfillmentToOrder } = await staff<{ addFulfillmentToOrder: { id: string } }>(
      `mutation ($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) { ${FULFILMENT} } }`,
      {
        input: {
          lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
          handler: {
            code: 'manual-fulfillment',
            arguments: [
              { name: 'method', value: 'Van' },
              { name: 'trackingCode', value: '' },
            ],
          },
        },
      },
    )
    for (const state of ['Shipped', 'Delivered']) {
      await staff(`mutation ($id: ID!, $state: String!) { transitionFulfillmentToState(id: $id, state: $state) { ${FULFILMENT} } }`, {
        id: addFulfillmentToOrder.id,
        state,
      })
      expect(await statusSeen(code, email, 'zh')).toBe(state)
    }

    const steps = (await orderByCode(code)).history.items.filter((entry) => entry.type === 'ORDER_STATE_TRANSITION')
    const afterPlacing = steps.slice(steps.findIndex((entry) => entry.data.to === 'PaymentAuthorized') + 1)
    expect(afterPlacing.map((entry) => [entry.data.to, entry.administrator?.emailAddress])).toEqual([
      ['Confirmed', STAFF.username],
      ['PaymentSettled', STAFF.username],
      ['Shipped', STAFF.username],
      ['Delivered', STAFF.username],
    ])
    expect(afterPlacing.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true)

    // The placing email, then one per step, each in Chinese under the shop's Chinese name, naming the order.
    const emails = await emailsTo(shop.dataDir, email, 5)
    expect(emails).toHaveLength(5)
    for (const sent of emails) {
      expect(sent.subject).toContain(code)
      expect(sent.subject).toMatch(/[\u4e00-\u9fff]/)
      expect(sent.body).toMatch(/>\s*木巢家居\s*</)
      expect(sent.body).not.toMatch(/>\s*Woodnest\s*</)
      // No web font: a mail client would ask a font host each time the email is opened.
      expect(sent.body).not.toContain('fonts.googleapis')
    }
    expect(emails.map((sent) => sent.subject)).toContain(`您的木巢家居订单 ${code}`)
    // The pieces by their Chinese names, though staff took every step in English.
    expect(emails.at(-1)!.body).toContain('三人位沙发')
    // Each step says what the order costs, as the placing email did; until it arrives, also when it arrives.
    const total = (body: string) => /合计<\/td>\s*<td[^>]*>([^<]+)</.exec(body)?.[1]
    const window = (body: string) => /预计[^<]+送达。/.exec(body)?.[0]
    expect(total(emails[0]!.body)).toMatch(/^¥[\d,]+$/)
    expect(emails.map((sent) => total(sent.body))).toEqual(emails.map(() => total(emails[0]!.body)))
    expect(window(emails[0]!.body)).toBeDefined()
    expect(emails.slice(1, 4).map((sent) => window(sent.body))).toEqual([1, 2, 3].map(() => window(emails[0]!.body)))
    expect(window(emails[4]!.body)).toBeUndefined()
  })

  it('the email links to the status page in the language and the market the order was placed in', async () => {
    const email = `lin-${Date.now()}@example.com`
    await placeOrder('zh', email, 'us')
    const [placed] = await emailsTo(shop.dataDir, email, 1)
    expect(placed!.body).toMatch(/href="[^"]*\/zh-us\/order-status"/)
  })

  it('cancelling an order releases its stock and tells the shopper, in English', async () => {
    const email = `sam-${Date.now()}@example.com`
    const before = await stockOf(owner, sofa.sku)
    const code = await placeOrder('en', email)
    expect((await stockOf(owner, sofa.sku)).stockAllocated).toBe(before.stockAllocated + 1)
    const order = await orderByCode(code)
    const { cancelOrder } = await staff<{ cancelOrder: { state: string } }>(
      `mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "The buyer changed their mind on the phone", cancelShipping: true }) { ${STATE} } }`,
      { id: order.id },
    )
    expect(cancelOrder.state).toBe('Cancelled')
    expect(await stockOf(owner, sofa.sku)).toMatchObject({ stockOnHand: before.stockOnHand, stockAllocated: before.stockAllocated })
    expect(await statusSeen(code, email, 'en')).toBe('Cancelled')
    const emails = await emailsTo(shop.dataDir, email, 2)
    expect(emails.map((sent) => sent.subject)).toEqual([`Your Woodnest order ${code}`, `Your order ${code} is cancelled`])
    // Vendure zeroes a cancelled order's lines and totals: the email lists the pieces as ordered, with no price of nothing.
    expect(emails[1]!.body).toMatch(/>\s*1 × [^<]*sofa/i)
    expect(emails[1]!.body).not.toMatch(/\$0\b|Total|Free/)
  })

  it('a confirmed order may still be cancelled, and its stock goes back on sale', async () => {
    const before = await stockOf(owner, sofa.sku)
    const code = await placeOrder('en', `kim-${Date.now()}@example.com`)
    const order = await orderByCode(code)
    await staff(`mutation ($id: ID!) { transitionOrderToState(id: $id, state: "Confirmed") { ${STATE} } }`, { id: order.id })
    const { cancelOrder } = await staff<{ cancelOrder: { state: string } }>(
      `mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "Could not reach the buyer", cancelShipping: true }) { ${STATE} } }`,
      { id: order.id },
    )
    expect(cancelOrder.state).toBe('Cancelled')
    expect(await stockOf(owner, sofa.sku)).toMatchObject({ stockOnHand: before.stockOnHand, stockAllocated: before.stockAllocated })
  })
})
