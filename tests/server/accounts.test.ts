import Database from 'better-sqlite3'
import pg from 'pg'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailsTo, linkIn as emailLink } from './mailbox.ts'
import { add, pay, sofa, upToPayment } from './orderSteps.ts'

const variantSku = async (shopper: Shopper, slug: string) =>
  (
    await shopper<{ product: { variants: Array<{ sku: string }> } }>(
      `query ($slug: String!) { product(slug: $slug) { variants { sku } } }`,
      { slug },
    )
  ).product.variants[0]?.sku
import { shopperAt } from './shopper.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop()
})
afterAll(() => shop?.stop())

type Shopper = ReturnType<typeof shopperAt>
type Answer = { __typename: string; errorCode?: string; validationErrorMessage?: string; authenticationError?: string }

const REGISTER = `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) {
  __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage } } }`
const VERIFY = `mutation ($token: String!, $password: String) { verifyCustomerAccount(token: $token, password: $password) {
  __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage } } }`
const SIGN_IN = `mutation ($email: String!, $password: String!) { login(username: $email, password: $password) {
  __typename ... on ErrorResult { errorCode } ... on InvalidCredentialsError { authenticationError } } }`
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(emailAddress: $email) { __typename ... on ErrorResult { errorCode } } }`
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) {
  __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage } } }`
const ME = `{ activeCustomer { firstName lastName emailAddress } }`

/** As the shop's page asks: no password until the emailed link (`password` only to try what an API client could send). */
const register = async (shopper: Shopper, emailAddress: string, firstName = 'Ann', password?: string) =>
  (await shopper<{ registerCustomerAccount: Answer }>(REGISTER, { input: { emailAddress, firstName, lastName: 'Lee', password } }))
    .registerCustomerAccount
const verify = async (shopper: Shopper, token: string, password = 'walnut shelf 1987') =>
  (await shopper<{ verifyCustomerAccount: Answer }>(VERIFY, { token, password })).verifyCustomerAccount
const signIn = async (shopper: Shopper, email: string, password: string) =>
  (await shopper<{ login: Answer }>(SIGN_IN, { email, password })).login
const me = async (shopper: Shopper) =>
  (await shopper<{ activeCustomer: { firstName: string; emailAddress: string } | null }>(ME)).activeCustomer

/** The link an account email carries: its path and its token. */
async function linkIn(email: string, nth = 1): Promise<{ path: string; token: string; subject: string; body: string }> {
  const emails = await emailsTo(shop.dataDir, email, nth)
  const { subject, body } = emails[nth - 1]!
  const url = emailLink(body, /\/account\//)
  return { path: url.pathname, token: url.searchParams.get('token')!, subject, body }
}

/** Rewrites a stored token as if made `hours` ago: Vendure's tokens carry the time they were made. */
async function ageToken(column: 'verificationToken' | 'passwordResetToken', token: string, hours: number): Promise<string> {
  const aged = `${Buffer.from(new Date(Date.now() - hours * 3_600_000).toJSON()).toString('base64')}_${token.split('_')[1]}`
  const sql = `UPDATE "authentication_method" SET "${column}" = $1 WHERE "${column}" = $2`
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl })
    await client.connect()
    await client.query(sql, [aged, token])
    await client.end()
  } else {
    const file = new Database(join(shop.dataDir, 'vendure.sqlite'))
    file.prepare(sql.replace('$1', '?').replace('$2', '?')).run(aged, token)
    file.close()
  }
  return aged
}

describe('a shopper’s account', () => {
  it('is created in Chinese in the China market: the email is Chinese, and its link, once, sets the password and signs in', async () => {
    const shopper = shopperAt(shop.url, 'zh')
    expect(await register(shopper, 'mei.account@example.com', '梅')).toEqual({ __typename: 'Success' })
    const link = await linkIn('mei.account@example.com')
    expect(link.subject).toBe('请确认您的木巢家居账户邮箱')
    expect(link.body).toContain('24 小时')
    expect(link.path).toBe('/zh/account/verify')
    expect(await verify(shopper, link.token, 'password1')).toMatchObject({ validationErrorMessage: 'PASSWORD_TOO_COMMON' })
    expect(await verify(shopper, link.token, '胡桃木书架 1987')).toEqual({ __typename: 'CurrentUser' })
    expect(await me(shopper)).toMatchObject({ firstName: '梅', emailAddress: 'mei.account@example.com' })
    expect(await verify(shopperAt(shop.url, 'zh'), link.token, 'another 1987 shelf')).toMatchObject({
      errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
    })
    expect(await signIn(shopperAt(shop.url, 'zh'), 'mei.account@example.com', '胡桃木书架 1987')).toEqual({ __typename: 'CurrentUser' })
  })

  it('is told the same whether an email is known or not, at sign-up, at sign-in and at "forgot password"', async () => {
    const known = 'known.account@example.com'
    await register(shopperAt(shop.url, 'en'), known)
    await verify(shopperAt(shop.url, 'en'), (await linkIn(known)).token)
    // As the page asks (no password); an API client that adds one, strong or weak, is refused alike (Vendure would check
    // a weak one only for an unknown email).
    const answer = (attempt: Promise<unknown>) =>
      attempt.then(
        (done) => done,
        (error: Error) => error.message,
      )
    expect(await register(shopperAt(shop.url, 'en'), known)).toEqual(await register(shopperAt(shop.url, 'en'), 'nobody.none@example.com'))
    for (const password of ['another shelf 2024', 'oak7']) {
      expect(await answer(register(shopperAt(shop.url, 'en'), known, 'Ann', password))).toBe('PASSWORD_FROM_LINK')
      expect(await answer(register(shopperAt(shop.url, 'en'), `nobody.${password.length}@example.com`, 'Ann', password))).toBe(
        'PASSWORD_FROM_LINK',
      )
    }
    expect(await signIn(shopperAt(shop.url, 'en'), known, 'not the password')).toEqual(
      await signIn(shopperAt(shop.url, 'en'), 'no.such.account@example.com', 'not the password'),
    )
    const reset = async (email: string) =>
      (await shopperAt(shop.url, 'en')<{ requestPasswordReset: Answer }>(REQUEST_RESET, { email })).requestPasswordReset
    expect(await reset(known)).toEqual(await reset('no.such.account@example.com'))
  })

  it('refuses a password under 8 characters or among the most common ones, sent with the link', async () => {
    await register(shopperAt(shop.url, 'en'), 'picky@example.com')
    const { token } = await linkIn('picky@example.com')
    const shopper = shopperAt(shop.url, 'en')
    expect(await verify(shopper, token, 'oak7')).toMatchObject({ validationErrorMessage: 'PASSWORD_TOO_SHORT' })
    expect(await verify(shopper, token, 'Password123')).toMatchObject({ validationErrorMessage: 'PASSWORD_TOO_COMMON' })
    expect(await verify(shopper, token, 'iloveyou')).toMatchObject({ validationErrorMessage: 'PASSWORD_TOO_COMMON' })
  })

  it('resets a forgotten password by an emailed link that works once and expires', async () => {
    const email = 'forgetful@example.com'
    await register(shopperAt(shop.url, 'en'), email)
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email)).token)
    const ask = () => shopperAt(shop.url, 'en')(REQUEST_RESET, { email })
    await ask()
    const link = await linkIn(email, 2)
    expect(link.path).toBe('/account/reset-password')
    expect(link.subject).toBe('Choose a new password for your Woodnest account')
    const shopper = shopperAt(shop.url, 'en')
    const reset = (token: string, password = 'cherry bench 2031', who = shopper) =>
      who<{ resetPassword: Answer }>(RESET, { token, password }).then((answer) => answer.resetPassword)
    expect(await reset(link.token, 'password1')).toMatchObject({ validationErrorMessage: 'PASSWORD_TOO_COMMON' })
    expect(await reset(link.token)).toEqual({ __typename: 'CurrentUser' })
    expect(await me(shopper)).toMatchObject({ emailAddress: email })
    expect(await reset(link.token, 'cherry bench 2032', shopperAt(shop.url, 'en'))).toMatchObject({
      errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
    })
    expect(await signIn(shopperAt(shop.url, 'en'), email, 'walnut shelf 1987')).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' })
    expect(await signIn(shopperAt(shop.url, 'en'), email, 'cherry bench 2031')).toEqual({ __typename: 'CurrentUser' })

    await ask()
    const late = await ageToken('passwordResetToken', (await linkIn(email, 3)).token, 25)
    expect(await reset(late, 'cherry bench 2033', shopperAt(shop.url, 'en'))).toMatchObject({
      errorCode: 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
    })
  })

  it('an emailed verification link expires after 24 hours', async () => {
    const email = 'slow.reader@example.com'
    await register(shopperAt(shop.url, 'en'), email)
    const late = await ageToken('verificationToken', (await linkIn(email)).token, 25)
    expect(await verify(shopperAt(shop.url, 'en'), late)).toMatchObject({ errorCode: 'VERIFICATION_TOKEN_EXPIRED_ERROR' })
  })

  it('a changed password signs out every other session of the account, and keeps the one that changed it', async () => {
    const email = 'two.devices@example.com'
    await register(shopperAt(shop.url, 'en'), email)
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email)).token)
    const [laptop, phone] = [shopperAt(shop.url, 'en'), shopperAt(shop.url, 'zh')]
    await signIn(laptop, email, 'walnut shelf 1987')
    await signIn(phone, email, 'walnut shelf 1987')
    const change = (current: string, password: string) =>
      laptop<{ updateCustomerPassword: Answer }>(
        `mutation ($current: String!, $password: String!) { updateCustomerPassword(currentPassword: $current, newPassword: $password) {
          __typename ... on ErrorResult { errorCode } ... on PasswordValidationError { validationErrorMessage } } }`,
        { current, password },
      ).then((answer) => answer.updateCustomerPassword)
    expect(await change('not it', 'cherry bench 2031')).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' })
    expect(await me(phone)).toMatchObject({ emailAddress: email })
    expect(await change('walnut shelf 1987', 'cherry bench 2031')).toEqual({ __typename: 'Success' })
    await expect.poll(() => me(phone)).toBeNull()
    expect(await me(laptop)).toMatchObject({ emailAddress: email })
  })

  it('a reset password signs out every other session too, and the reset one stays signed in', async () => {
    const email = 'lost.phone@example.com'
    await register(shopperAt(shop.url, 'en'), email)
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email)).token)
    const thief = shopperAt(shop.url, 'en')
    await signIn(thief, email, 'walnut shelf 1987')
    await shopperAt(shop.url, 'en')(REQUEST_RESET, { email })
    const owner = shopperAt(shop.url, 'en')
    expect(await owner<{ resetPassword: Answer }>(RESET, { token: (await linkIn(email, 2)).token, password: 'cherry bench 2031' })).toEqual(
      {
        resetPassword: { __typename: 'CurrentUser' },
      },
    )
    await expect.poll(() => me(thief)).toBeNull()
    expect(await me(owner)).toMatchObject({ emailAddress: email })
  })

  it('changes its email once confirmed from the new address, and tells the old one', async () => {
    const [old, fresh] = ['old.address@example.com', 'new.address@example.com']
    await register(shopperAt(shop.url, 'zh'), old)
    const shopper = shopperAt(shop.url, 'zh')
    await verify(shopper, (await linkIn(old)).token)
    const request = (password: string, email: string) =>
      shopper<{ requestUpdateCustomerEmailAddress: Answer }>(
        `mutation ($password: String!, $email: String!) { requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $email) {
          __typename ... on ErrorResult { errorCode } } }`,
        { password, email },
      ).then((answer) => answer.requestUpdateCustomerEmailAddress)
    expect(await request('not it', fresh)).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' })
    expect(await request('walnut shelf 1987', fresh)).toEqual({ __typename: 'Success' })
    const link = await linkIn(fresh)
    expect(link.path).toBe('/zh/account/confirm-email')
    const confirm = `mutation ($token: String!) { updateCustomerEmailAddress(token: $token) { __typename ... on ErrorResult { errorCode } } }`
    // The token proves the new mailbox is theirs: it confirms from any browser, once.
    expect(await shopperAt(shop.url, 'zh')<{ updateCustomerEmailAddress: Answer }>(confirm, { token: link.token })).toEqual({
      updateCustomerEmailAddress: { __typename: 'Success' },
    })
    expect(await shopper<{ updateCustomerEmailAddress: Answer }>(confirm, { token: link.token })).toMatchObject({
      updateCustomerEmailAddress: { errorCode: 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR' },
    })
    const notice = (await emailsTo(shop.dataDir, old, 2))[1]!
    expect(notice.subject).toBe('您的木巢家居账户邮箱已更改')
    expect(notice.body).toContain(fresh)
    expect(await signIn(shopperAt(shop.url, 'en'), fresh, 'walnut shelf 1987')).toEqual({ __typename: 'CurrentUser' })
    expect(await signIn(shopperAt(shop.url, 'en'), old, 'walnut shelf 1987')).toMatchObject({ errorCode: 'INVALID_CREDENTIALS_ERROR' })
  })

  it('orders signed in, in either market, as the account; a guest using the account’s email is refused and changes nothing of it', async () => {
    const email = 'buyer@example.com'
    await register(shopperAt(shop.url, 'en'), email, 'Ann')
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email)).token)
    const signedIn = shopperAt(shop.url, 'en')
    await signIn(signedIn, email, 'walnut shelf 1987')
    await add(signedIn, sofa.slug, sofa.sku)
    // The form's email is the guest's field; a signed-in order is the account's whatever it holds.
    await upToPayment(signedIn, { postcode: '94103', country: 'US', email: 'someone.else@example.com', phone: '+1 415 555 0199' })
    const placed = await pay(signedIn)
    expect(placed.state).toBe('PaymentAuthorized')
    const inChina = shopperAt(shop.url, 'en', { market: 'cn', jar: signedIn.jar })
    expect((await add(inChina, sofa.slug, sofa.sku)).errorCode).toBeUndefined()
    const setCustomer = `mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) {
      __typename ... on ErrorResult { errorCode } ... on Order { customer { emailAddress } } } }`
    const input = { firstName: 'Mallory', lastName: '', emailAddress: email, phoneNumber: '+1 666 555 0100' }
    expect(await inChina<{ setCustomerForOrder: unknown }>(setCustomer, { input })).toEqual({
      setCustomerForOrder: { __typename: 'Order', customer: { emailAddress: email } },
    })

    const guest = shopperAt(shop.url, 'en')
    await add(guest, sofa.slug, sofa.sku)
    expect(await guest<{ setCustomerForOrder: Answer }>(setCustomer, { input })).toEqual({
      setCustomerForOrder: { __typename: 'EmailAddressConflictError', errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR' },
    })
    expect(await me(signedIn)).toMatchObject({ firstName: 'Ann' })
    const { activeCustomer } = await signedIn<{
      activeCustomer: { phoneNumber: string | null; orders: { items: Array<{ code: string }> } }
    }>(`{ activeCustomer { phoneNumber orders(options: { filter: { active: { eq: false } } }) { items { code } } } }`)
    expect(activeCustomer.phoneNumber).not.toBe('+1 666 555 0100')
    expect(activeCustomer.orders.items.map((order) => order.code)).toEqual([placed.code])
  })

  it('lists every order the account placed, in both markets, with one placed as a guest before it; never another’s, never a guest’s', async () => {
    const MY_ORDERS = `{ myOrders { code currencyCode state placedAt totalWithTax lines { sku handle quantity } invoice { kind title taxNumber } } }`
    type Listed = { code: string; currencyCode: string; lines: Array<{ sku: string; handle: string }>; invoice: unknown }
    const email = 'lin.orders@example.com'
    const guest = shopperAt(shop.url, 'zh')
    await add(guest, sofa.slug, sofa.sku)
    const company = { invoiceKind: 'company', invoiceTitle: '上海木巢家居有限公司', invoiceTaxNumber: '91350100M000100Y43' }
    await guest(`mutation ($input: UpdateOrderInput!) { setOrderCustomFields(input: $input) { ... on Order { code } } }`, {
      input: { customFields: company },
    })
    await upToPayment(guest, { postcode: '200040', country: 'CN', email, phone: '+86 138 0013 8000' })
    const asGuest = await pay(guest)
    await emailsTo(shop.dataDir, email, 1) // the order's confirmation, before the account's link

    await register(shopperAt(shop.url, 'en'), email, 'Lin')
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email, 2)).token)
    const signedIn = shopperAt(shop.url, 'en')
    await signIn(signedIn, email, 'walnut shelf 1987')
    await add(signedIn, sofa.slug, sofa.sku, 2)
    await upToPayment(signedIn, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
    const signedInOrder = await pay(signedIn)

    const { myOrders } = await signedIn<{ myOrders: Listed[] }>(MY_ORDERS)
    expect(myOrders.map((order) => [order.code, order.currencyCode])).toEqual([
      [signedInOrder.code, 'USD'],
      [asGuest.code, 'CNY'],
    ])
    expect(myOrders[0]!.lines).toEqual([{ sku: sofa.sku, handle: sofa.slug, quantity: 2 }])
    expect(myOrders.map((order) => order.invoice)).toEqual([
      null,
      { kind: 'company', title: company.invoiceTitle, taxNumber: company.invoiceTaxNumber },
    ])
    // By code and contact, the status page's way, no 发票: the owner's tax details are the account's to read.
    const byCode = await shopperAt(shop.url, 'zh')<{ orderStatus: { code: string; invoice: unknown } }>(
      `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { code invoice { title } } }`,
      { code: asGuest.code, contact: email },
    )
    expect(byCode.orderStatus).toEqual({ code: asGuest.code, invoice: null })
    // Asked from the other market's pages, the same list.
    const inChina = shopperAt(shop.url, 'zh', { jar: signedIn.jar })
    expect((await inChina<{ myOrders: Listed[] }>(MY_ORDERS)).myOrders.map((order) => order.code)).toEqual(
      myOrders.map((order) => order.code),
    )

    const other = shopperAt(shop.url, 'en')
    await register(other, 'someone.orders@example.com', 'Sam')
    await verify(other, (await linkIn('someone.orders@example.com')).token)
    expect((await other<{ myOrders: Listed[] }>(MY_ORDERS)).myOrders).toEqual([])
    // A guest's session, even one that placed an order, lists none: a guest finds an order by its code and contact.
    expect((await guest<{ myOrders: Listed[] }>(MY_ORDERS)).myOrders).toEqual([])
  })

  it('keeps each address the account delivers to, once, in either market; Vendure’s own list answers it in both', async () => {
    const ADDRESSES = `{ activeCustomer { addresses { id streetLine1 city postalCode province country { code } customFields { district } } } }`
    type Saved = { id: string; streetLine1: string; postalCode: string; country: { code: string } }
    const email = 'addresses@example.com'
    await register(shopperAt(shop.url, 'en'), email, 'Ann')
    await verify(shopperAt(shop.url, 'en'), (await linkIn(email)).token)
    const inUs = shopperAt(shop.url, 'en')
    await signIn(inUs, email, 'walnut shelf 1987')
    const inChina = shopperAt(shop.url, 'zh', { jar: inUs.jar })
    const order = async (shopper: Shopper, checkout: Parameters<typeof upToPayment>[1]) => {
      await add(shopper, sofa.slug, sofa.sku)
      await upToPayment(shopper, checkout)
      return pay(shopper)
    }
    await order(inUs, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
    await order(inUs, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
    await order(inChina, { postcode: '200040', country: 'CN', email, phone: '+86 138 0013 8000' })
    const addresses = async (shopper: Shopper) => {
      // Kept once the order is placed, by a subscriber to Vendure's event: asked until it has.
      for (let tries = 0; ; tries++) {
        const { activeCustomer } = await shopper<{ activeCustomer: { addresses: Saved[] } }>(ADDRESSES)
        if (activeCustomer.addresses.length >= 2 || tries > 50) return activeCustomer.addresses
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const expected = [
      { streetLine1: '1 Main Street', postalCode: '94103', country: { code: 'US' } },
      { streetLine1: '1 Main Street', postalCode: '200040', country: { code: 'CN' } },
    ]
    expect((await addresses(inUs)).map(({ streetLine1, postalCode, country }) => ({ streetLine1, postalCode, country }))).toEqual(expected)
    expect(await addresses(inChina)).toEqual(await addresses(inUs))
    // Another account reaches none of them by its id.
    const other = shopperAt(shop.url, 'en')
    await register(other, 'not.the.owner@example.com', 'Sam')
    await verify(other, (await linkIn('not.the.owner@example.com')).token)
    const [first] = await addresses(inUs)
    await expect(other(`mutation ($id: ID!) { deleteCustomerAddress(id: $id) { success } }`, { id: first!.id })).rejects.toThrow(
      /authori[sz]ed/i,
    )
    await expect(
      other(`mutation ($input: UpdateAddressInput!) { updateCustomerAddress(input: $input) { id } }`, {
        input: { id: first!.id, city: 'Elsewhere' },
      }),
    ).rejects.toThrow(/authori[sz]ed/i)
    expect((await addresses(inUs)).map((address) => address.id)).toContain(first!.id)
  })

  it('keeps the saved list on the account, checked: pieces as the shop names them, at most 50', async () => {
    const KEEP = `mutation ($items: [String!]) { updateCustomer(input: { customFields: { savedItems: $items } }) { customFields { savedItems } } }`
    const READ = `{ activeCustomer { customFields { savedItems } } }`
    const email = 'saved.list@example.com'
    await register(shopperAt(shop.url, 'en'), email, 'Ann')
    const signedIn = shopperAt(shop.url, 'en')
    await verify(signedIn, (await linkIn(email)).token)
    await signedIn(KEEP, { items: [sofa.sku, 'ren-oak-coffee-table/oak'] })
    // Another browser signed in to the account, in the other market, reads the same list.
    const elsewhere = shopperAt(shop.url, 'zh')
    await signIn(elsewhere, email, 'walnut shelf 1987')
    expect(await elsewhere(READ)).toEqual({ activeCustomer: { customFields: { savedItems: [sofa.sku, 'ren-oak-coffee-table/oak'] } } })
    await expect(signedIn(KEEP, { items: ['<script>'] })).rejects.toThrow(/savedItems/)
    const tooMany = Array.from({ length: 51 }, (_, index) => `piece-${index}/oak`)
    await expect(signedIn(KEEP, { items: tooMany })).rejects.toThrow(/At most 50/)
    // A guest has no account to keep it on.
    await expect(shopperAt(shop.url, 'en')(KEEP, { items: [sofa.sku] })).rejects.toThrow(/authori[sz]ed/i)
  })

  it('joins a guest cart to the account’s at sign-in: every piece of both, a piece in both at the guest cart’s quantity', async () => {
    const CART = `{ activeOrder { lines { quantity productVariant { sku } } } }`
    type Cart = { activeOrder: { lines: Array<{ quantity: number; productVariant: { sku: string } }> } | null }
    const chair = { slug: 'juni-upholstered-dining-chair' }
    const email = 'two.carts@example.com'
    await register(shopperAt(shop.url, 'en'), email, 'Ann')
    const phone = shopperAt(shop.url, 'en')
    await verify(phone, (await linkIn(email)).token)
    await add(phone, sofa.slug, sofa.sku, 1)
    await add(phone, 'ren-oak-coffee-table', (await variantSku(phone, 'ren-oak-coffee-table'))!)
    const laptop = shopperAt(shop.url, 'en')
    await add(laptop, sofa.slug, sofa.sku, 2)
    await add(laptop, chair.slug, (await variantSku(laptop, chair.slug))!)
    await signIn(laptop, email, 'walnut shelf 1987')
    const lines = (cart: Cart) =>
      Object.fromEntries((cart.activeOrder?.lines ?? []).map((line) => [line.productVariant.sku, line.quantity]))
    const joined = lines(await laptop<Cart>(CART))
    expect(joined[sofa.sku]).toBe(2)
    // The account's table stays (not the guest cart alone), and the guest's chair joins (not the account's alone).
    expect(Object.keys(joined)).toHaveLength(3)
    // The other device's session holds the same order.
    expect(lines(await phone<Cart>(CART))).toEqual(joined)
  })
})
