import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAsOwner } from './administrators.ts'
import { emailsTo, linkIn } from './mailbox.ts'
import { sendMessage } from './messages.ts'
import { add, deliverOrder, pay, sofa, upToPayment } from './orderSteps.ts'
import { shopperAt, type Shopper } from './shopper.ts'
import { startShop, storedRows, storedSubmissions, type ShopProcess } from './shopProcess.ts'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop()
})
afterAll(() => shop?.stop())

const PASSWORD = 'walnut shelf 1987'
const SIGN_IN = `mutation ($email: String!, $password: String!) { login(username: $email, password: $password) {
  __typename ... on ErrorResult { errorCode } } }`
const ERASE = `mutation ($password: String!) { deleteMyAccount(password: $password) { success } }`

async function account(email: string): Promise<Shopper & { jar: ReturnType<typeof shopperAt>['jar'] }> {
  const shopper = shopperAt(shop.url, 'en')
  await shopper(`mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`, {
    input: { emailAddress: email, firstName: 'Ann', lastName: '' },
  })
  const token = linkIn((await emailsTo(shop.dataDir, email, 1))[0]!.body, /\/account\//).searchParams.get('token')
  await shopper(
    `mutation ($token: String!, $password: String) { verifyCustomerAccount(token: $token, password: $password) { __typename } }`,
    {
      token,
      password: PASSWORD,
    },
  )
  return shopper
}

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'accepted',
    (error: Error) => error.message,
  )
const me = async (shopper: Shopper) =>
  (await shopper<{ activeCustomer: { emailAddress: string } | null }>(`{ activeCustomer { emailAddress } }`)).activeCustomer

describe('a shopper’s own data', () => {
  it('is downloaded whole: account, addresses, orders, messages, saved pieces and back-in-stock asks, never another’s', async () => {
    const email = 'own.data@example.com'
    const shopper = await account(email)
    await shopper(
      `mutation { updateCustomer(input: { phoneNumber: "+1 415 555 0142", customFields: { savedItems: ["${sofa.sku}"] } }) { id } }`,
    )
    await add(shopper, sofa.slug, sofa.sku)
    await upToPayment(shopper, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
    const { code } = await pay(shopper)
    await sendMessage(shop.url, 'contact-requests', {
      name: 'Ann',
      email,
      topic: 'order',
      orderNumber: code,
      message: 'Can it come on a Saturday?',
    })
    await shopper(`mutation { notifyWhenBack(sku: "nara-media-unit/walnut") { success } }`)

    const { myData } = await shopper<{ myData: string }>(`{ myData }`)
    const data = JSON.parse(myData) as Record<string, any>
    expect(data.account).toMatchObject({ name: 'Ann', email, phone: '+1 415 555 0142' })
    expect(data.addresses).toEqual([expect.objectContaining({ country: 'US', postalCode: '94103' })])
    expect(data.orders).toEqual([
      expect.objectContaining({ code, currencyCode: 'USD', lines: [expect.objectContaining({ sku: sofa.sku, quantity: 1 })], returns: [] }),
    ])
    expect(data.messages).toEqual([
      expect.objectContaining({ kind: 'contact-request', fields: expect.objectContaining({ email, orderNumber: code }) }),
    ])
    expect(data.saved).toEqual([sofa.sku])
    expect(data.backInStock).toEqual([expect.objectContaining({ sku: 'nara-media-unit/walnut', market: 'us', toldAt: null })])

    const other = await account('someone.else.data@example.com')
    const theirs = JSON.parse((await other<{ myData: string }>(`{ myData }`)).myData) as Record<string, any>
    expect([theirs.orders, theirs.messages, theirs.addresses, theirs.saved]).toEqual([[], [], [], []])
    expect(await refusal(shopperAt(shop.url, 'en')(`{ myData }`))).toMatch(/not currently authorized/)
  })

  it('is erased with the account, with its password: every session signs out, the orders stay for the books without the personal fields', async () => {
    // An underscore, which SQL's LIKE reads as any character.
    const email = 'erase_me@example.com'
    const shopper = await account(email)
    const elsewhere = shopperAt(shop.url, 'en')
    await elsewhere(SIGN_IN, { email, password: PASSWORD })
    await add(shopper, sofa.slug, sofa.sku)
    await shopper(
      `mutation { setOrderCustomFields(input: { customFields: { deliveryNotes: "Ring twice, flat 4" } }) { ... on Order { code } } }`,
    )
    await upToPayment(shopper, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
    const { code } = await pay(shopper)
    await sendMessage(shop.url, 'contact-requests', { name: 'Ann', email, topic: 'delivery', message: 'Please call before you come.' })

    expect(await refusal(shopper(ERASE, { password: 'not my password' }))).toBe('WRONG_PASSWORD')
    // The order still awaits its call: the shop needs the address and phone until it is delivered (or cancelled).
    expect(await refusal(shopper(ERASE, { password: PASSWORD }))).toBe('ORDERS_OPEN')
    expect(await me(shopper)).toEqual({ emailAddress: email })
    const owner = await signInAsOwner(shop)
    await deliverOrder(owner, code!)
    // From the other market's pages: the account is the same.
    const inChina = shopperAt(shop.url, 'zh', { jar: shopper.jar })
    expect(await inChina(ERASE, { password: PASSWORD })).toEqual({ deleteMyAccount: { success: true } })

    expect(await me(shopper)).toBeNull()
    expect(await me(elsewhere)).toBeNull()
    expect(
      (await shopperAt(shop.url, 'en')<{ login: { errorCode?: string } }>(SIGN_IN, { email, password: PASSWORD })).login.errorCode,
    ).toBe('INVALID_CREDENTIALS_ERROR')
    const { orders } = await owner<{ orders: { items: Array<Record<string, any>> } }>(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
        customer { firstName lastName emailAddress phoneNumber } shippingAddress { fullName streetLine1 city postalCode phoneNumber countryCode province }
        customFields { deliveryNotes } totalWithTax lines { quantity } } } }`,
      { code },
    )
    const kept = orders.items[0]!
    expect(kept.customer.emailAddress).toMatch(/^erased-\d+@erased\.invalid$/)
    const customerId = /^erased-(\d+)@/.exec(kept.customer.emailAddress)![1]
    // Vendure's customer history (the addresses kept, the details changed) and every emailed link are gone too.
    expect(await storedRows(shop, 'SELECT id FROM history_entry WHERE "customerId" = $1', Number(customerId))).toEqual([])
    expect(
      await storedRows(
        shop,
        'SELECT "passwordHash", "passwordResetToken", "identifierChangeToken", "pendingIdentifier", "verificationToken" FROM authentication_method WHERE identifier = $1',
        kept.customer.emailAddress,
      ),
    ).toEqual([
      { passwordHash: '', passwordResetToken: null, identifierChangeToken: null, pendingIdentifier: null, verificationToken: null },
    ])
    expect(await storedRows(shop, 'SELECT id FROM address WHERE "customerId" = $1', Number(customerId))).toEqual([])
    expect(JSON.stringify(kept)).not.toMatch(/Ann|erase_me|415 555|Ring twice/)
    expect(kept.shippingAddress).toMatchObject({ countryCode: 'US', province: 'CA', streetLine1: null, fullName: null })
    expect(kept.totalWithTax).toBeGreaterThan(0)
    expect((await storedSubmissions(shop)).some((row) => row.payload.includes(email))).toBe(false)
    // The address is free again: a new account can be made with it.
    expect(
      await shopperAt(shop.url, 'en')<{ registerCustomerAccount: { __typename: string } }>(
        `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }`,
        { input: { emailAddress: email, firstName: 'Ann', lastName: '' } },
      ),
    ).toEqual({ registerCustomerAccount: { __typename: 'Success' } })
  })
})
