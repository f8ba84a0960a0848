import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import { addAdministrator, adminSession, refused, signInAsOwner, type Answer } from './administrators.ts'
import { describeOnFirstDatabase } from './databases.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'
import { shopperAt } from './shopper.ts'

let shop: ShopProcess
let owner: AdminClient
let staffRoleId: string
let staffAdminId: string
const STAFF = { username: 'wei@woodnest.example', password: 'staff passphrase 42' }

beforeAll(async () => {
  shop = await startShop()
  owner = await signInAsOwner(shop)
  const { roles } = await owner<{ roles: { items: Array<{ id: string }> } }>(
    `{ roles(options: { filter: { code: { eq: "staff" } } }) { items { id } } }`,
  )
  staffRoleId = roles.items[0]!.id
  staffAdminId = await addAdministrator(owner, { email: STAFF.username, password: STAFF.password }, 'staff')
})

afterAll(async () => {
  await shop?.stop()
})

describeOnFirstDatabase('the roles the shop creates', () => {
  it('has a staff role that handles orders and customers but changes no catalogue, stock or administrator', async () => {
    const { roles } = await owner<{ roles: { items: Array<{ code: string; permissions: Array<string> }> } }>(
      `{ roles(options: { filter: { code: { contains: "staff" } } }) { items { code permissions } } }`,
    )
    expect(roles.items.map((role) => role.code)).toEqual(['staff'])
    const permissions = roles.items[0]!.permissions
    expect(permissions).toEqual(expect.arrayContaining(['ReadOrder', 'UpdateOrder', 'ReadCustomer', 'ReadCatalog']))
    for (const forbidden of [
      'UpdateCatalog',
      'UpdateProduct',
      'UpdateStockLocation',
      'CreateAdministrator',
      'UpdateAdministrator',
      'UpdateSettings',
      'SuperAdmin',
    ])
      expect(permissions).not.toContain(forbidden)
  })

  it('keeps the staff role as the owner changed it after a restart', async () => {
    await owner(`mutation ($id: ID!) { updateRole(input: { id: $id, description: "Shop floor" }) { id } }`, { id: staffRoleId })
    const again = await startShop({ dataDir: shop.dataDir })
    try {
      // Asked of the restarted shop, whose start-up makes the roles it needs.
      const ownerAgain = await signInAsOwner(again)
      const { roles } = await ownerAgain<{ roles: { items: Array<{ description: string }> } }>(
        `{ roles(options: { filter: { code: { contains: "staff" } } }) { items { description } } }`,
      )
      expect(roles.items).toEqual([{ description: 'Shop floor' }])
    } finally {
      await again.stop()
    }
  })
})

describeOnFirstDatabase('staff in the Admin API', () => {
  const staff = () => {
    const session = adminSession(shop.url)
    return session.signIn(STAFF.username, STAFF.password).then(() => session)
  }

  it('may read and work on orders', async () => {
    const session = await staff()
    const answer = await session(`{ orders(options: { take: 5 }) { totalItems } }`)
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.orders.totalItems).toBeTypeOf('number')
  })

  it('is refused a price or stock change', async () => {
    const session = await staff()
    const { data } = await session(`{ productVariants(options: { take: 1 }) { items { id price stockOnHand } } }`)
    const variant = data!.productVariants.items[0]
    const change = await session(
      `mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id price stockOnHand } }`,
      { input: [{ id: variant.id, price: 1, stockOnHand: 999 }] },
    )
    expect(refused(change)).toBe('FORBIDDEN')
    const after = await owner<{ productVariant: { price: number; stockOnHand: number } }>(
      `query ($id: ID!) { productVariant(id: $id) { price stockOnHand } }`,
      { id: variant.id },
    )
    expect(after.productVariant).toEqual({ price: variant.price, stockOnHand: variant.stockOnHand })
  })

  it('is refused creating an administrator, and raising its own role', async () => {
    const session = await staff()
    const create = await session(
      `mutation { createAdministrator(input: { firstName: "A", lastName: "B", emailAddress: "x@example.com", password: "pw pw pw pw", roleIds: [] }) { id } }`,
    )
    expect(refused(create)).toBe('FORBIDDEN')
    const { roles } = await owner<{ roles: { items: Array<{ id: string }> } }>(
      `{ roles(options: { filter: { code: { eq: "__super_admin_role__" } } }) { items { id } } }`,
    )
    const raise = await session(`mutation ($id: ID!, $roles: [ID!]) { updateAdministrator(input: { id: $id, roleIds: $roles }) { id } }`, {
      id: staffAdminId,
      roles: [staffRoleId, roles.items[0]!.id],
    })
    expect(refused(raise)).toBe('FORBIDDEN')
    const widen = await session(`mutation ($id: ID!) { updateRole(input: { id: $id, permissions: [UpdateCatalog, SuperAdmin] }) { id } }`, {
      id: staffRoleId,
    })
    expect(refused(widen)).toBe('FORBIDDEN')
    const { role } = await owner<{ role: { permissions: Array<string> } }>(`query ($id: ID!) { role(id: $id) { permissions } }`, {
      id: staffRoleId,
    })
    expect(role.permissions).not.toContain('UpdateCatalog')
  })
})

describeOnFirstDatabase('Vendure’s own messages', () => {
  it('answer a Chinese Dashboard or browser in Chinese, and an English one in English', async () => {
    const login = `mutation { login(username: "nobody@woodnest.example", password: "wrong") { ... on ErrorResult { errorCode message } } }`
    const messageFor = async (headers: Record<string, string>) => (await adminSession(shop.url)(login, {}, headers)).data?.login?.message
    expect(await messageFor({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('用户名或密码不正确')
    expect(await messageFor({ 'accept-language': 'en-US,en;q=0.9' })).toBe('The provided credentials are invalid')
  })
})

describeOnFirstDatabase('a shopper and the Admin API', () => {
  it('a shopper’s session reaches nothing of the Admin API', async () => {
    const shopper = shopperAt(shop.url, 'en')
    const { products } = await shopper(`{ products(options: { take: 1 }) { items { variants { id } } } }`)
    await shopper(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`, {
      id: products.items[0].variants[0].id,
    })
    expect(shopper.cookies()).not.toBe('')
    const asAdmin = await fetch(`${shop.url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookies() },
      body: JSON.stringify({ query: '{ activeAdministrator { id } orders { totalItems } }' }),
    }).then((response) => response.json() as Promise<Answer>)
    expect(refused(asAdmin)).toBe('FORBIDDEN')
    expect(asAdmin.data?.orders ?? null).toBeNull()
  })

  it('a customer signed in at the Shop API has no Admin API session; the owner’s own password signs in to nothing there', async () => {
    await owner(
      `mutation { createCustomer(input: { firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" }, password: "ann’s passphrase") { ... on Customer { id } } }`,
    )
    const customer = shopperAt(shop.url, 'en')
    const { login } = await customer<{ login: { __typename: string } }>(
      `mutation { login(username: "ann@example.com", password: "ann’s passphrase") { __typename } }`,
    )
    expect(login.__typename).toBe('CurrentUser')
    const asAdmin = await fetch(`${shop.url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.cookies() },
      body: JSON.stringify({ query: '{ orders { totalItems } }' }),
    }).then((response) => response.json() as Promise<Answer>)
    expect(refused(asAdmin)).toBe('FORBIDDEN')

    const secrets = JSON.parse(readFileSync(`${shop.dataDir}/secrets.json`, 'utf8')) as {
      superadminUsername: string
      superadminPassword: string
    }
    const { login: asOwner } = await shopperAt(shop.url, 'en')<{ login: { __typename: string } }>(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`,
      { u: secrets.superadminUsername, p: secrets.superadminPassword },
    )
    expect(asOwner.__typename).toBe('InvalidCredentialsError')
  })
})

describe('signing in', () => {
  let guarded: ShopProcess
  let guardedOwner: AdminClient
  // Failures count within the lock's time, so it leaves room for three password checks on a busy host (5.4 s seen on Postgres).
  const LOCK_SECONDS = 10
  const LIMITS = { SIGN_IN_FAILURES: '3', SIGN_IN_LOCK_SECONDS: String(LOCK_SECONDS), SIGN_IN_ATTEMPTS: '9', SIGN_IN_WINDOW_SECONDS: '600' }
  const OWNER = { SUPERADMIN_USERNAME: 'owner', SUPERADMIN_PASSWORD: 'the owner’s passphrase' }
  const loginAnswer = (answer: Answer) => answer.data?.login as { id?: string; errorCode?: string; authenticationError?: string }
  const attempt = (password: string, username = STAFF.username, headers: Record<string, string> = {}, url = guarded.url) =>
    adminSession(url)(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ... on InvalidCredentialsError { errorCode authenticationError } } }`,
      { u: username, p: password },
      headers,
    ).then(loginAnswer)

  beforeAll(async () => {
    guarded = await startShop({ env: { ...LIMITS, ...OWNER } })
    guardedOwner = await signInToAdminApi(`${guarded.url}/admin-api`, OWNER.SUPERADMIN_USERNAME, OWNER.SUPERADMIN_PASSWORD)
    await addAdministrator(guardedOwner, { email: STAFF.username, password: STAFF.password }, 'staff')
  })

  afterAll(async () => {
    await guarded?.stop()
  })

  it('locks an account for a while after repeated wrong passwords: the right one then fails too, until the lock ends', async () => {
    expect((await attempt('wrong 1')).errorCode).toBe('INVALID_CREDENTIALS_ERROR')
    expect((await attempt('wrong 2')).authenticationError).toBeFalsy()
    expect((await attempt('wrong 3')).authenticationError).toBe('ACCOUNT_LOCKED')
    expect((await attempt(STAFF.password)).authenticationError).toBe('ACCOUNT_LOCKED')
    await new Promise((resolve) => setTimeout(resolve, LOCK_SECONDS * 1000 + 200))
    expect((await attempt(STAFF.password)).id).toBeTruthy()
  })

  it('limits the attempts one client makes, right or wrong, whichever account they name', async () => {
    // Five attempts above, one for the owner's sign-in: three more reach the limit of nine. Each
    // claims another address in X-Forwarded-For, which a shop that trusts no proxy ignores.
    for (const [i, name] of ['a@example.com', 'b@example.com', 'c@example.com'].entries())
      expect((await attempt('guess', name, { 'x-forwarded-for': `203.0.113.${i + 1}` })).errorCode).toBe('INVALID_CREDENTIALS_ERROR')
    expect((await attempt(STAFF.password, STAFF.username, { 'x-forwarded-for': '203.0.113.9' })).authenticationError).toBe(
      'TOO_MANY_ATTEMPTS',
    )
  })

  describe('behind a TLS proxy the shop trusts (TRUST_PROXY)', () => {
    let proxied: ShopProcess
    beforeAll(async () => {
      proxied = await startShop({ env: { ...OWNER, SIGN_IN_ATTEMPTS: '3', SIGN_IN_WINDOW_SECONDS: '600', TRUST_PROXY: 'loopback' } })
    })
    afterAll(async () => {
      await proxied?.stop()
    })

    it('sets session cookies Secure when the proxy says the request came over https, and always HttpOnly and SameSite', async () => {
      const signIn = (headers: Record<string, string>) =>
        fetch(`${proxied.url}/admin-api`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            query: `mutation { login(username: "${OWNER.SUPERADMIN_USERNAME}", password: "${OWNER.SUPERADMIN_PASSWORD}") { __typename } }`,
          }),
        }).then((response) => response.headers.getSetCookie().filter((line) => line.startsWith('admin-session')))
      const overHttps = await signIn({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' })
      expect(overHttps.length).toBeGreaterThan(0)
      for (const line of overHttps) expect(line).toMatch(/; secure(;|$)/i)
      for (const line of overHttps) expect(line).toMatch(/; httponly/i)
      for (const line of overHttps) expect(line).toMatch(/; samesite=lax/i)
      // Plain http on this machine (development): the browser would drop a Secure cookie.
      const overHttp = await signIn({ 'x-forwarded-for': '198.51.100.2' })
      expect(overHttp.length).toBeGreaterThan(0)
      for (const line of overHttp) expect(line).not.toMatch(/; secure/i)
      for (const line of overHttp) expect(line).toMatch(/; httponly/i)
    })

    it('counts each client by the address the proxy names, not the proxy’s own', async () => {
      const from = (address: string) => ({ 'x-forwarded-for': address })
      for (let i = 0; i < 3; i++)
        expect((await attempt('guess', `x${i}@example.com`, from('192.0.2.10'), proxied.url)).errorCode).toBe('INVALID_CREDENTIALS_ERROR')
      expect((await attempt('guess', 'y@example.com', from('192.0.2.10'), proxied.url)).authenticationError).toBe('TOO_MANY_ATTEMPTS')
      // Another shopper behind the same proxy is not locked out by the first one's guesses.
      expect((await attempt('guess', 'z@example.com', from('192.0.2.11'), proxied.url)).errorCode).toBe('INVALID_CREDENTIALS_ERROR')
    })
  })

  it('a session from before signing in is not the signed-in one (no session fixation)', async () => {
    await guardedOwner(
      `mutation { createCustomer(input: { firstName: "Mei", lastName: "Lin", emailAddress: "mei@example.com" }, password: "mei’s passphrase") { ... on Customer { id } } }`,
    )
    const shopper = shopperAt(guarded.url, 'en')
    const { products } = await shopper(`{ products(options: { take: 1 }) { items { variants { id } } } }`)
    await shopper(`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }`, {
      id: products.items[0].variants[0].id,
    })
    const before = shopper.cookies()
    await shopper(`mutation { login(username: "mei@example.com", password: "mei’s passphrase") { ... on CurrentUser { id } } }`)
    expect(shopper.cookies()).not.toBe(before)
    const withOldCookie = await fetch(`${guarded.url}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: before },
      body: JSON.stringify({ query: '{ activeCustomer { id } }' }),
    }).then((response) => response.json() as Promise<Answer>)
    expect(withOldCookie.data?.activeCustomer).toBeNull()
    expect((await shopper<{ activeCustomer: { id: string } | null }>(`{ activeCustomer { id } }`)).activeCustomer).not.toBeNull()
  })
})
