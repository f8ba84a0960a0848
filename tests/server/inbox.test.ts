import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminClient } from '../../server/src/seed/adminClient.ts'
import { addAdministrator, adminSession, refused, signInAsOwner } from './administrators.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'
import { HOTEL_INQUIRY, sendMessage } from './messages.ts'
import { shopperAt } from './shopper.ts'

// The owner's inbox: the shop's forms as the Admin API lists them to the owner and staff, and to no one else.
type Message = {
  id: string
  reference: string
  kind: string
  sender: string
  summary: string
  status: string
  handledBy: string | null
  handledAt: string | null
}
const FIELDS = 'id reference kind sender summary status handledBy handledAt'

let shop: ShopProcess
let owner: AdminClient
const STAFF = { username: 'li@woodnest.example', password: 'staff passphrase 43' }
const sent: Record<string, string> = {}

const send = (path: string, body: Record<string, unknown>) => sendMessage(shop.url, path, body)

const list = (filter: Record<string, unknown>) =>
  owner<{ submissions: { items: Array<Message>; totalItems: number } }>(
    `query ($options: SubmissionListOptions) { submissions(options: $options) { totalItems items { ${FIELDS} } } }`,
    { options: { filter, sort: { createdAt: 'ASC' } } },
  ).then(({ submissions }) => submissions)

beforeAll(async () => {
  shop = await startShop({ env: { FORMS_RATE_LIMIT: '0' } })
  owner = await signInAsOwner(shop)
  await addAdministrator(owner, { email: STAFF.username, password: STAFF.password }, 'staff')
  sent.contact = await send('contact-requests', {
    name: 'Mei Chen',
    email: 'mei@example.com',
    topic: 'delivery',
    message: '沙发腿断了, can someone call me?',
  })
  sent.inquiry = await send('enterprise-inquiries', HOTEL_INQUIRY)
  sent.subscription = await send('launch-subscriptions', { email: 'early@example.com', consent: true, locale: 'zh' })
})

afterAll(async () => {
  await shop?.stop()
})

describe('the inbox in the Admin API', () => {
  it('lists every kind of message, newest last when asked, with who wrote and what', async () => {
    const { items, totalItems } = await list({})
    expect(totalItems).toBe(3)
    expect(items.map((message) => [message.reference, message.kind, message.status])).toEqual([
      [sent.contact, 'contact-request', 'new'],
      [sent.inquiry, 'enterprise-inquiry', 'new'],
      [sent.subscription, 'launch-subscription', 'new'],
    ])
    expect(items[0]).toMatchObject({ sender: 'Mei Chen <mei@example.com>', summary: 'delivery: 沙发腿断了, can someone call me?' })
    expect(items[1]!.sender).toBe('Tom Reyes, Harbour Hotel <tom@harbour.example>')
  })

  it('filters by kind and searches the sender, the text and the reference', async () => {
    expect((await list({ kind: { in: ['enterprise-inquiry', 'launch-subscription'] } })).items.map((m) => m.reference)).toEqual([
      sent.inquiry,
      sent.subscription,
    ])
    const search = (term: string) =>
      list({ _or: [{ reference: { contains: term } }, { sender: { contains: term } }, { summary: { contains: term } }] }).then(
        ({ items }) => items.map((m) => m.reference),
      )
    expect(await search('harbour')).toEqual([sent.inquiry])
    expect(await search('沙发')).toEqual([sent.contact])
    expect(await search(sent.subscription!.slice(3))).toEqual([sent.subscription])
    expect(await search('nobody wrote this')).toEqual([])
  })

  it('lets staff mark a message handled, recording who and when, and new again', async () => {
    const staff = adminSession(shop.url)
    expect((await staff.signIn(STAFF.username, STAFF.password)).errors).toBeUndefined()
    const { items } = await list({ reference: { eq: sent.contact } })
    const before = Date.now()
    const handled = await staff(`mutation ($ids: [ID!]!) { setSubmissionStatus(ids: $ids, status: "handled") { ${FIELDS} } }`, {
      ids: [items[0]!.id],
    })
    expect(handled.errors).toBeUndefined()
    const [message] = handled.data!.setSubmissionStatus as Array<Message>
    expect(message).toMatchObject({ status: 'handled', handledBy: 'Wei Zhang' })
    expect(Date.parse(message!.handledAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect((await list({ status: { in: ['new'] } })).items.map((m) => m.reference)).toEqual([sent.inquiry, sent.subscription])

    const reopened = await staff(`mutation ($ids: [ID!]!) { setSubmissionStatus(ids: $ids, status: "new") { ${FIELDS} } }`, {
      ids: [items[0]!.id],
    })
    expect(reopened.data!.setSubmissionStatus[0]).toMatchObject({ status: 'new', handledBy: null, handledAt: null })
    const unknown = await staff(`mutation ($ids: [ID!]!) { setSubmissionStatus(ids: $ids, status: "deleted") { id } }`, {
      ids: [items[0]!.id],
    })
    expect(refused(unknown)).toBe('USER_INPUT_ERROR')
  })

  it('is closed to anyone without the inbox permission: no one signed in, a shopper, an administrator of another role', async () => {
    const query = `{ submissions { totalItems items { sender } } }`
    expect(refused(await adminSession(shop.url)(query))).toBe('FORBIDDEN')

    // A customer signed in at the Shop API, their session sent to the Admin API.
    await owner(
      `mutation { createCustomer(input: { firstName: "Nosy", lastName: "Parker", emailAddress: "nosy@example.com" }, password: "shopper passphrase 1") { ... on Customer { id } } }`,
    )
    const shopper = shopperAt(shop.url, 'en')
    const { login } = await shopper<{ login: { id?: string } }>(
      `mutation { login(username: "nosy@example.com", password: "shopper passphrase 1") { ... on CurrentUser { id } } }`,
    )
    expect(login.id).toBeTruthy()
    expect(refused(await adminSession(shop.url)(query, {}, { cookie: shopper.cookies() }))).toBe('FORBIDDEN')

    // An administrator whose role reads the catalogue only.
    const { createRole } = await owner<{ createRole: { id: string; code: string } }>(
      `mutation { createRole(input: { code: "catalogue-reader", description: "Reads the catalogue", permissions: [ReadCatalog] }) { id code } }`,
    )
    await addAdministrator(owner, { email: 'reader@woodnest.example', password: 'reader passphrase 44' }, createRole.code)
    const reader = adminSession(shop.url)
    await reader.signIn('reader@woodnest.example', 'reader passphrase 44')
    expect(refused(await reader(query))).toBe('FORBIDDEN')
    expect(refused(await reader(`mutation { setSubmissionStatus(ids: ["1"], status: "handled") { id } }`))).toBe('FORBIDDEN')
  })

  it('offers shoppers no way to read a message back: the Shop API has no such query', async () => {
    const shopper = shopperAt(shop.url, 'en')
    await expect(shopper(`{ submissions { totalItems } }`)).rejects.toThrow(/Cannot query field "submissions"/)
    const byReference = await fetch(`${shop.url}/api/v1/contact-requests/${sent.contact}`)
    expect(byReference.status).toBe(404)
  })
})
