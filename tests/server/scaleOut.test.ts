import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import { HOTEL_INQUIRY } from './messages.ts'
import { add, pay, sofa, upToPayment } from './orderSteps.ts'
import { databaseOf, startShop, type ShopProcess } from './shopProcess.ts'
import { shopperAt } from './shopper.ts'

// The shop on more than one machine: two servers (`npm run serve`) and the worker (`npm run worker`)
// on three ports and one Postgres. Postgres only: SQLite is one machine's database.
const SECRETS = {
  SUPERADMIN_USERNAME: 'owner',
  SUPERADMIN_PASSWORD: 'scale-out owner passphrase',
  COOKIE_SECRET: 'a shared cookie secret for every server',
}
const tmp = () => mkdtempSync(join(process.env.SHOP_TEST_TMP ?? tmpdir(), 'shop-'))
const mailboxOf = (dataDir: string) =>
  existsSync(join(dataDir, 'mailbox')) ? readdirSync(join(dataDir, 'mailbox')).filter((f) => f.endsWith('.json')) : []

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/dist/worker.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  return { child, output: () => printed }
}

async function until<T>(what: string, check: () => Promise<T | undefined>, seconds = 30): Promise<T> {
  for (let i = 0; i < seconds * 4; i++) {
    const found = await check()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`not within ${seconds} s: ${what}`)
}

async function placeOrder(shop: ShopProcess, email: string): Promise<string> {
  const shopper = shopperAt(shop.url, 'en')
  await add(shopper, sofa.slug, sofa.sku)
  await upToPayment(shopper, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
  const placed = await pay(shopper)
  if (placed.state !== 'PaymentAuthorized') throw new Error(`not placed: ${JSON.stringify(placed)}`)
  return placed.code!
}

describe.skipIf(!process.env.DATABASE_URL)('two servers and a worker on one Postgres', () => {
  let a: ShopProcess
  let b: ShopProcess
  let worker: ReturnType<typeof startWorker>
  const workerDir = tmp()
  let database: Record<string, string>
  let ownerAtA: AdminClient
  let ownerAtB: AdminClient

  beforeAll(async () => {
    database = await databaseOf(workerDir, { fresh: true })
    const shared = { ...SECRETS, ...database, FORMS_RATE_LIMIT: '3' }
    // All three start together on the empty database: one migrates and seeds, the others wait for it.
    worker = startWorker({ ...shared, DATA_DIR: workerDir })
    ;[a, b] = await Promise.all([
      startShop({ env: shared, args: ['--serve'], firstStart: true }),
      startShop({ env: shared, args: ['--serve'], firstStart: true }),
    ])
    await until('the worker runs', async () => (worker.output().includes('The worker runs') ? true : undefined))
    ownerAtA = await signInToAdminApi(`${a.url}/admin-api`, SECRETS.SUPERADMIN_USERNAME, SECRETS.SUPERADMIN_PASSWORD)
    ownerAtB = await signInToAdminApi(`${b.url}/admin-api`, SECRETS.SUPERADMIN_USERNAME, SECRETS.SUPERADMIN_PASSWORD)
  }, 300_000)

  afterAll(async () => {
    worker?.child.kill()
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('set the shop up once, though three processes started together: one payment method, each delivery tier once', async () => {
    const { paymentMethods, shippingMethods } = await ownerAtA<{
      paymentMethods: { items: Array<{ code: string }> }
      shippingMethods: { items: Array<{ code: string }> }
    }>(`{ paymentMethods { items { code } } shippingMethods { items { code } } }`)
    expect(paymentMethods.items.map((method) => method.code)).toEqual(['call-to-confirm'])
    const codes = shippingMethods.items.map((method) => method.code)
    expect(codes.length).toBeGreaterThan(0)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('refuses to start a server whose secrets are not the shared ones from the environment', async () => {
    await expect(startShop({ env: { ...database }, args: ['--serve'], firstStart: true })).rejects.toThrow(
      /share their secrets: set SUPERADMIN_USERNAME, SUPERADMIN_PASSWORD, COOKIE_SECRET/,
    )
  })

  it('takes orders through both servers; each sees the other’s; their emails are sent once, by the worker', async () => {
    const [atA, atB] = await Promise.all([placeOrder(a, 'via-a@example.com'), placeOrder(b, 'via-b@example.com')])
    for (const owner of [ownerAtA, ownerAtB]) {
      const { orders } = await owner<{ orders: { items: Array<{ code: string }> } }>(
        `query ($codes: [String!]!) { orders(options: { filter: { code: { in: $codes } } }) { items { code } } }`,
        { codes: [atA, atB] },
      )
      expect(orders.items.map((order) => order.code).sort()).toEqual([atA, atB].sort())
    }
    await until('both order emails in the worker’s mailbox', async () => (mailboxOf(workerDir).length >= 2 ? true : undefined))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(mailboxOf(workerDir)).toHaveLength(2)
    expect([...mailboxOf(a.dataDir), ...mailboxOf(b.dataDir)]).toEqual([])
  })

  it('an owner signed in at one server is signed in at the other (one cookie secret, sessions in the database)', async () => {
    const signedIn = await fetch(`${a.url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { login(username: "owner", password: "${SECRETS.SUPERADMIN_PASSWORD}") { __typename } }` }),
    })
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const atB = await fetch(`${b.url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ activeAdministrator { emailAddress } }' }),
    }).then((response) => response.json() as Promise<{ data?: { activeAdministrator: { emailAddress: string } | null } }>)
    expect(atB.data?.activeAdministrator?.emailAddress).toBe('owner')
  })

  it('a catalogue change made at one server is in the search index the other serves; the worker updated Vendure’s index once', async () => {
    const { product } = await ownerAtA<{ product: { id: string; name: string } }>(`{ product(slug: "kova-armchair") { id name } }`)
    const renamedAt = new Date(Date.now() - 1000).toISOString()
    await ownerAtA(
      `mutation ($id: ID!) { updateProduct(input: { id: $id, translations: [{ languageCode: en, name: "Kova reading chair" }] }) { id } }`,
      {
        id: product.id,
      },
    )
    await until('the new name in the index server B serves', async () => {
      const index = await fetch(`${b.url}/api/v1/en/search.json`).then((response) => response.text())
      return index.includes('Kova reading chair') ? true : undefined
    })
    const { search } = await shopperAt(
      b.url,
      'en',
    )<{ search: { items: Array<{ productName: string }> } }>(
      `{ search(input: { term: "reading chair", groupByProduct: true }) { items { productName } } }`,
    )
    expect(search.items.map((item) => item.productName)).toContain('Kova reading chair')
    const { jobs } = await ownerAtB<{ jobs: { items: Array<{ state: string; attempts: number }> } }>(
      `query ($after: DateTime!) { jobs(options: { filter: { queueName: { eq: "update-search-index" }, createdAt: { after: $after } } }) { items { state attempts } } }`,
      { after: renamedAt },
    )
    expect(jobs.items).toEqual([{ state: 'COMPLETED', attempts: 1 }])
  })

  it('holds the form limit across servers: three sends a minute from one client, wherever they land', async () => {
    const send = (shop: ShopProcess) =>
      fetch(`${shop.url}/api/v1/enterprise-inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(HOTEL_INQUIRY),
      }).then((response) => response.status)
    expect([await send(a), await send(b), await send(a), await send(b)]).toEqual([201, 201, 201, 429])
  })

  it('loses no confirmed order when a server is killed mid-checkout', async () => {
    const confirmed: Array<string> = []
    const checkouts = Array.from({ length: 6 }, (_, i) =>
      placeOrder(a, `killed-${i}@example.com`).then((code) => void confirmed.push(code)),
    )
    await until('two orders confirmed', async () => (confirmed.length >= 2 ? true : undefined), 60)
    a.child.kill('SIGKILL')
    await Promise.allSettled(checkouts)
    const { orders } = await ownerAtB<{ orders: { items: Array<{ code: string; state: string }> } }>(
      `query ($codes: [String!]!) { orders(options: { filter: { code: { in: $codes } } }) { items { code state } } }`,
      { codes: confirmed },
    )
    expect(orders.items.map((order) => order.code).sort()).toEqual([...confirmed].sort())
    for (const order of orders.items) expect(order.state).toBe('PaymentAuthorized')
  })
})
