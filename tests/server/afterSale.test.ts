import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient } from '../../server/src/seed/adminClient.ts'
import { adminSession, signInAsOwner } from './administrators.ts'
import { emailsTo, linkIn } from './mailbox.ts'
import { add, deliverOrder, pay, sofa, stockOf, upToPayment } from './orderSteps.ts'
import { shopperAt, type Shopper } from './shopper.ts'
import { startShop, storedSubmissions, type ShopProcess } from './shopProcess.ts'

let shop: ShopProcess
let owner: AdminClient
beforeAll(async () => {
  shop = await startShop()
  owner = await signInAsOwner(shop)
})
afterAll(() => shop?.stop())

const PASSWORD = 'walnut shelf 1987'

/** A verified, signed-in account, as the shopper makes one with the emailed link. */
async function account(email: string, locale: 'en' | 'zh' = 'en') {
  const shopper = shopperAt(shop.url, locale)
  await shopper(`mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`, {
    input: { emailAddress: email, firstName: 'Ann', lastName: '' },
  })
  const [sent] = await emailsTo(shop.dataDir, email, 1)
  const token = linkIn(sent!.body, /\/account\//).searchParams.get('token')
  await shopper(
    `mutation ($token: String!, $password: String) { verifyCustomerAccount(token: $token, password: $password) { __typename } }`,
    {
      token,
      password: PASSWORD,
    },
  )
  return shopper
}

async function placeSofa(shopper: Shopper, quantity = 1): Promise<string> {
  await add(shopper, sofa.slug, sofa.sku, quantity)
  await upToPayment(shopper, { postcode: '94103', country: 'US', email: 'form@example.com', phone: '+1 415 555 0142' })
  return (await pay(shopper)).code!
}

type Listed = {
  code: string
  state: string
  cancellable: boolean
  returnUntil: string | null
  returns: Array<{
    state: string
    reason: string
    note: string
    lines: Array<{ sku: string; quantity: number }>
    refundTotal: number | null
  }>
}
const MY_ORDERS = `{ myOrders { code state cancellable returnUntil returns { state reason note lines { sku quantity } refundTotal } } }`
const listed = async (shopper: Shopper, code: string) =>
  (await shopper<{ myOrders: Listed[] }>(MY_ORDERS)).myOrders.find((order) => order.code === code)!

const CANCEL = `mutation ($code: String!) { cancelMyOrder(code: $code) { success } }`
const RETURN = `mutation ($code: String!, $lines: [ReturnPieceInput!]!, $reason: String!, $note: String!) {
  requestReturn(code: $code, lines: $lines, reason: $reason, note: $note) { state lines { sku quantity } } }`

/** What the shop API answers to a refused request: its error's message (the code the page words). */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: Error) => error.message,
  )

type AdminOrder = {
  id: string
  lines: Array<{ id: string; quantity: number }>
  payments: Array<{ id: string; state: string; refunds: Array<{ total: number; state: string }> }>
}
async function adminOrder(code: string): Promise<AdminOrder> {
  const { orders } = await owner<{ orders: { items: Array<AdminOrder> } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id lines { id quantity } payments { id state refunds { total state } } } } }`,
    { code },
  )
  return orders.items[0]!
}

describe('after the sale', () => {
  it('a shopper cancels their own order until the shop confirms it: its stock is released and they are emailed; never another’s', async () => {
    const shopper = await account('cancel.me@example.com')
    const before = await stockOf(owner, sofa.sku)
    const code = await placeSofa(shopper, 2)
    expect((await stockOf(owner, sofa.sku)).stockAllocated).toBe(before.stockAllocated + 2)
    expect(await listed(shopper, code)).toMatchObject({ state: 'PaymentAuthorized', cancellable: true, returnUntil: null })

    const stranger = await account('not.mine@example.com')
    expect(await refusal(stranger(CANCEL, { code }))).toMatch(/not currently authorized/)
    expect(await refusal(shopperAt(shop.url, 'en')(CANCEL, { code }))).toMatch(/not currently authorized/)

    expect(await shopper(CANCEL, { code })).toEqual({ cancelMyOrder: { success: true } })
    expect(await listed(shopper, code)).toMatchObject({ state: 'Cancelled', cancellable: false })
    expect(await stockOf(owner, sofa.sku)).toMatchObject({ stockAllocated: before.stockAllocated, stockOnHand: before.stockOnHand })
    expect((await adminOrder(code)).payments.map((payment) => payment.state)).toEqual(['Cancelled'])
    expect(await refusal(shopper(CANCEL, { code }))).toBe('ORDER_NOT_CANCELLABLE')
    const emails = await emailsTo(shop.dataDir, 'cancel.me@example.com', 3)
    expect(emails[2]!.subject).toContain(`${code} is cancelled`)

    // Once the shop has confirmed it on the phone, only the shop can.
    const confirmed = await placeSofa(shopper)
    const { id } = await adminOrder(confirmed)
    await owner(`mutation ($id: ID!) { transitionOrderToState(id: $id, state: "Confirmed") { ... on Order { state } } }`, { id })
    expect(await listed(shopper, confirmed)).toMatchObject({ state: 'Confirmed', cancellable: false })
    expect(await refusal(shopper(CANCEL, { code: confirmed }))).toBe('ORDER_NOT_CANCELLABLE')
  })

  it('a return is asked for within the window after delivery, reaches the inbox and the order’s history, and the owner refunds it through Vendure', async () => {
    const email = 'return.me@example.com'
    const shopper = await account(email, 'zh')
    const code = await placeSofa(shopper, 2)
    const lines = [{ sku: sofa.sku, quantity: 1 }]
    expect(await refusal(shopper(RETURN, { code, lines, reason: 'damaged', note: '' }))).toBe('RETURN_CLOSED')
    await deliverOrder(owner, code)
    const { returnUntil } = await listed(shopper, code)
    // The owner's 30 days from the day of delivery in the order's market (China's, as it was placed in Chinese).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    )
    expect(returnUntil).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10))

    expect(await refusal(shopper(RETURN, { code, lines: [{ sku: sofa.sku, quantity: 3 }], reason: 'damaged', note: '' }))).toBe(
      'RETURN_PIECES',
    )
    expect(await refusal(shopper(RETURN, { code, lines, reason: 'because', note: '' }))).toBe('RETURN_INVALID')
    const stranger = await account('not.their.return@example.com')
    expect(await refusal(stranger(RETURN, { code, lines, reason: 'damaged', note: '' }))).toMatch(/not currently authorized/)

    const note = '扶手上有一道划痕'
    expect(await shopper(RETURN, { code, lines, reason: 'damaged', note })).toEqual({ requestReturn: { state: 'requested', lines } })
    // One piece is left to ask for: the other is in the request.
    expect(await refusal(shopper(RETURN, { code, lines: [{ sku: sofa.sku, quantity: 2 }], reason: 'damaged', note: '' }))).toBe(
      'RETURN_PIECES',
    )

    const inbox = (await storedSubmissions(shop)).filter((row) => row.kind === 'return-request')
    expect(inbox.map((row) => JSON.parse(row.payload) as Record<string, string>)).toEqual([
      expect.objectContaining({ email, orderNumber: code, reason: 'damaged', message: note, pieces: expect.stringContaining(sofa.sku) }),
    ])
    const order = await adminOrder(code)
    const { order: seen } = await owner<{
      order: { history: { items: Array<{ data: { note?: string } }> }; returnRequests: Array<{ id: string; state: string }> }
    }>(`query ($id: ID!) { order(id: $id) { history(options: { take: 100 }) { items { data } } returnRequests { id state } } }`, {
      id: order.id,
    })
    expect(seen.history.items.some((entry) => entry.data.note?.startsWith('Return asked for: 1 ×'))).toBe(true)

    const decide = `mutation ($id: ID!, $accept: Boolean!) { decideReturn(id: $id, accept: $accept) { state refundTotal decidedBy } }`
    const request = seen.returnRequests[0]!
    // A shopper's session never reaches the Admin API.
    const asShopper = adminSession(shop.url)
    expect((await asShopper(decide, { id: request.id, accept: true }, { cookie: shopper.cookies() })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    )

    const { decideReturn } = await owner<{ decideReturn: { state: string; refundTotal: number; decidedBy: string } }>(decide, {
      id: request.id,
      accept: true,
    })
    expect(decideReturn.state).toBe('accepted')
    const refunds = (await adminOrder(code)).payments[0]!.refunds
    expect(refunds).toEqual([{ total: decideReturn.refundTotal, state: 'Pending' }])
    // One of the two sofas, as paid for it.
    const { order: priced } = await owner<{ order: { lines: Array<{ proratedUnitPriceWithTax: number }> } }>(
      `query ($id: ID!) { order(id: $id) { lines { proratedUnitPriceWithTax } } }`,
      { id: order.id },
    )
    expect(decideReturn.refundTotal).toBe(priced.lines[0]!.proratedUnitPriceWithTax)
    expect((await listed(shopper, code)).returns).toEqual([
      { state: 'accepted', reason: 'damaged', note, lines, refundTotal: decideReturn.refundTotal },
    ])
    await expect(owner(decide, { id: request.id, accept: false })).rejects.toThrow('RETURN_DECIDED')

    // The placing email, four steps, then the request and its answer, in the order's language.
    const emails = await emailsTo(shop.dataDir, email, 8)
    // Sent by jobs, which may finish in either order.
    expect(
      emails
        .slice(-2)
        .map((sent) => sent.subject)
        .sort(),
    ).toEqual([`我们已收到订单 ${code} 的退货申请`, `订单 ${code} 的退货已受理`].sort())
  })
})

describe('tell me when it is back', () => {
  const NOTIFY = `mutation ($sku: String!, $email: String) { notifyWhenBack(sku: $sku, email: $email) { success } }`
  type Levels = { id: string; stockLevels: Array<{ stockLocationId: string; stockOnHand: number; stockAllocated: number }> }

  /** In the US market's channel, its warehouse's stock on hand for the sofa, as the owner sets it in the Dashboard. */
  async function setUsStock(onHand: (level: Levels['stockLevels'][number]) => number): Promise<void> {
    const inUs = await signInAsOwner(shop, 'us')
    const { productVariants } = await inUs<{ productVariants: { items: Array<Levels> } }>(
      `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockLevels { stockLocationId stockOnHand stockAllocated } } } }`,
      { sku: sofa.sku },
    )
    const variant = productVariants.items[0]!
    await inUs(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
      input: [
        {
          id: variant.id,
          stockLevels: variant.stockLevels.map((level) => ({ stockLocationId: level.stockLocationId, stockOnHand: onHand(level) })),
        },
      ],
    })
  }

  it('is asked for a sold-out piece by email or by account, once per address, and the worker emails each once in its language when it is back', async () => {
    const guest = shopperAt(shop.url, 'en')
    expect(await refusal(guest(NOTIFY, { sku: sofa.sku, email: 'back@example.com' }))).toBe('IN_STOCK')
    await setUsStock((level) => level.stockAllocated)

    expect(await refusal(guest(NOTIFY, { sku: sofa.sku, email: 'not an email' }))).toBe('EMAIL_INVALID')
    expect(await refusal(guest(NOTIFY, { sku: 'no-such/piece', email: 'back@example.com' }))).toBe('UNKNOWN_PIECE')
    expect(await guest(NOTIFY, { sku: sofa.sku, email: 'Back@Example.com' })).toEqual({ notifyWhenBack: { success: true } })
    expect(await guest(NOTIFY, { sku: sofa.sku, email: 'back@example.com' })).toEqual({ notifyWhenBack: { success: true } })
    // A signed-in shopper is told at their account's address, whatever is typed, in the language they asked in.
    const mei = await account('mei.back@example.com', 'zh')
    const inUs = shopperAt(shop.url, 'zh', { market: 'us', jar: mei.jar })
    expect(await inUs(NOTIFY, { sku: sofa.sku, email: 'someone.else@example.com' })).toEqual({ notifyWhenBack: { success: true } })

    await setUsStock((level) => level.stockAllocated + 2)
    const [english] = await emailsTo(shop.dataDir, 'back@example.com', 1)
    expect(english!.subject).toMatch(/^Kova .* is back in stock$/)
    expect(english!.body).toContain('/collections/')
    const chinese = await emailsTo(shop.dataDir, 'mei.back@example.com', 2)
    expect(chinese[1]!.subject).toMatch(/已到货$/)
    expect(chinese[1]!.body).toContain('/zh-us/collections/')

    // More stock later tells nobody again.
    await setUsStock((level) => level.stockOnHand + 1)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(await emailsTo(shop.dataDir, 'back@example.com', 1)).toHaveLength(1)
    expect(await emailsTo(shop.dataDir, 'someone.else@example.com', 0)).toHaveLength(0)
  })
})
