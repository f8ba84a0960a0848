// `npm run bench:load`: the shop under load, as a number of shoppers at once. Four kinds of work,
// each for a while: a product page (prerendered HTML), the product page's own Shop API query, that
// query while other shoppers fill carts, and a whole checkout (six mutations: line, customer,
// address, delivery, ArrangingPayment, payment).
// One server on SQLite by default; with DATABASE_URL and `--servers=2`, two servers and the worker
// on that Postgres, the load spread over both as a round-robin balancer would. Prints requests/s,
// p50, p99 and errors for each; never a pass or fail.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ProductDocument } from '#domain/storefront/graphql/graphql'
import { signInToAdminApi } from '../../server/src/seed/adminClient.ts'
import { add, pay, sofa, upToPayment } from '../../tests/server/orderSteps.ts'
import { databaseOf, startShop, type ShopProcess } from '../../tests/server/shopProcess.ts'
import { shopperAt } from '../../tests/server/shopper.ts'

const SERVERS = Number(/--servers=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 1)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const SECRETS = { SUPERADMIN_USERNAME: 'owner', SUPERADMIN_PASSWORD: 'load owner passphrase', COOKIE_SECRET: 'load cookie secret' }
if (SERVERS > 1 && !process.env.DATABASE_URL) throw new Error('Several servers need Postgres: set DATABASE_URL.')

const handles = (JSON.parse(readFileSync('server/seed/catalogue.json', 'utf8')) as { products: Array<{ handle: string }> }).products.map(
  (p) => p.handle,
)

// The shop: one server, or N servers and the worker on one fresh Postgres database.
let shops: Array<ShopProcess>
let stopWorker = () => {}
if (SERVERS === 1) shops = [await startShop({ env: { ...SECRETS, FORMS_RATE_LIMIT: '0' } })]
else {
  const dir = mkdtempSync(join(tmpdir(), 'shop-load-'))
  const database = await databaseOf(dir, { fresh: true })
  const env = { ...process.env, ...SECRETS, ...database, DATA_DIR: dir }
  const worker = spawn(process.execPath, ['server/dist/worker.js'], { env, stdio: 'ignore' })
  stopWorker = () => void worker.kill()
  shops = await Promise.all(Array.from({ length: SERVERS }, () => startShop({ env: { ...SECRETS, ...database }, args: ['--serve'] })))
}
const base = (n: number) => shops[n % shops.length]!.url

// Enough stock that a run of checkouts never runs out: an order that fails for stock is not load.
const owner = await signInToAdminApi(`${base(0)}/admin-api`, SECRETS.SUPERADMIN_USERNAME, SECRETS.SUPERADMIN_PASSWORD)
const { productVariants } = await owner<{ productVariants: { items: Array<{ id: string }> } }>(
  `query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }`,
  { sku: sofa.sku },
)
// In each market's warehouse: half the checkouts are in each.
for (const market of ['us', 'cn'])
  await owner.asking({ 'vendure-token': market })(
    `mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 1000000 }]) { id } }`,
    {
      id: productVariants.items[0]!.id,
    },
  )

type Figures = {
  name: string
  concurrency: number
  requests: number
  seconds: number
  p50: number
  p99: number
  errors: number
  firstError?: string
}

async function measure(name: string, concurrency: number, once: (n: number) => Promise<boolean>): Promise<Figures> {
  const latencies: Array<number> = []
  let errors = 0
  let firstError: string | undefined
  let sent = 0
  const deadline = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const n = sent++
        const begun = performance.now()
        const ok = await once(n).catch((error: unknown) => {
          firstError ??= String((error as Error).cause ?? (error as Error).message)
          return false
        })
        if (!ok) errors++
        latencies.push(performance.now() - begun)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    name,
    concurrency,
    requests: latencies.length,
    seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    ...(firstError ? { firstError } : {}),
  }
}

const QUERY = ProductDocument.toString()
/** The n-th query: each language, on each server, for each product in turn. */
async function productQuery(n: number): Promise<boolean> {
  const locale = n % 2 ? 'zh' : 'en'
  const server = Math.floor(n / 2)
  const slug = handles[Math.floor(server / shops.length) % handles.length]
  const answer = await fetch(
    `${base(server)}/shop-api?languageCode=${locale}&currencyCode=${locale === 'en' ? 'USD' : 'CNY'}&vendure-token=${locale === 'en' ? 'us' : 'cn'}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { slug } }),
    },
  )
  const body = (await answer.json()) as { data?: { product: unknown }; errors?: Array<{ message: string }> }
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join('; '))
  return answer.ok && Boolean(body.data?.product)
}

// Between two changes to the catalogue, each server works out each product's answer once per
// language (server/src/plugins/catalogue/catalogueAnswerCache.ts): the timed load reads them warm.
// On Postgres each server takes up to 2 s to see the stock change above: warmed earlier, its answers would go.
if (SERVERS > 1) await new Promise((resolve) => setTimeout(resolve, 2500))
const ANSWERS = handles.length * 2 * shops.length
async function oneAtATime(): Promise<number> {
  const started = performance.now()
  for (let n = 0; n < ANSWERS; n++) await productQuery(n)
  return (performance.now() - started) / ANSWERS
}
const workedOutMs = await oneAtATime()
const keptMs = await oneAtATime()

// Pages as the catalogue is now (docs/prerendering.md): after a change, each page is rendered once when first asked.
const PRODUCT_PAGES = (
  JSON.parse(readFileSync('server/seed/catalogue.json', 'utf8')) as { products: Array<{ handle: string; collection: string }> }
).products.flatMap((product) => ['', '/zh'].map((prefix) => `${prefix}/collections/${product.collection}/products/${product.handle}`))
const page = async (n: number) => {
  const answer = await fetch(`${base(n)}${PRODUCT_PAGES[n % PRODUCT_PAGES.length]}`, {
    headers: { 'accept-encoding': 'br', 'sec-fetch-dest': 'document' },
  })
  await answer.arrayBuffer()
  return answer.status === 200
}
/** The server's own CPU time (Linux), so a render's cost is its work, not the wait of a busy host. */
const cpuMs = () =>
  shops.reduce((sum, shop) => {
    const fields = readFileSync(`/proc/${shop.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  }, 0)
const priceId = productVariants.items[0]!.id
let price = 189_000
const changePrice = () =>
  owner(`mutation ($id: ID!, $price: Money!) { updateProductVariants(input: [{ id: $id, price: $price }]) { id } }`, {
    id: priceId,
    price: (price += 100),
  })
await changePrice()
await new Promise((resolve) => setTimeout(resolve, 2500))
const renderCpu = cpuMs()
const renderStarted = performance.now()
for (let n = 0; n < PRODUCT_PAGES.length; n++) await page(n)
const renderMs = { cpu: (cpuMs() - renderCpu) / PRODUCT_PAGES.length, wall: (performance.now() - renderStarted) / PRODUCT_PAGES.length }
const keptStarted = performance.now()
for (let n = 0; n < PRODUCT_PAGES.length; n++) await page(n)
const keptPageMs = (performance.now() - keptStarted) / PRODUCT_PAGES.length

const figures = [
  await measure(`every product page (HTML), kept`, 100, page),
  await (async () => {
    // The owner changes 10 prices a minute: each change empties the kept pages.
    const changing = setInterval(() => void changePrice(), 6000)
    try {
      return await measure('every product page (HTML), the owner changing 10 prices a minute', 100, page)
    } finally {
      clearInterval(changing)
    }
  })(),
  await measure('product page (HTML)', 100, async (n) => {
    const prefix = n % 2 ? '/zh' : ''
    const answer = await fetch(`${base(n)}${prefix}/collections/kova/products/kova-armchair`, { headers: { 'accept-encoding': 'br' } })
    await answer.arrayBuffer()
    return answer.status === 200
  }),
  await measure('Shop API product query', 100, productQuery),
  // New carts and customers change no catalogue answer: the kept answers should serve these reads too.
  ...(await Promise.all([
    measure('Shop API product query, while 5 shoppers fill carts', 100, productQuery),
    measure('a cart filled: line, customer, address, delivery, ArrangingPayment', 5, async (n) => {
      const shopper = shopperAt(base(n), n % 2 ? 'zh' : 'en')
      await add(shopper, sofa.slug, sofa.sku)
      const order = await upToPayment(shopper, {
        postcode: '94103',
        country: 'US',
        email: `cart-${n}@example.com`,
        phone: '+1 415 555 0142',
      })
      return order.state === 'ArrangingPayment'
    }),
  ])),
  await measure('checkout, six mutations to a placed order', 10, async (n) => {
    // One shopper, one session, on one server (a balancer may send each request elsewhere: sessions are shared).
    const shopper = shopperAt(base(n), n % 2 ? 'zh' : 'en')
    await add(shopper, sofa.slug, sofa.sku)
    await upToPayment(shopper, { postcode: '94103', country: 'US', email: `load-${n}@example.com`, phone: '+1 415 555 0142' })
    return (await pay(shopper)).state === 'PaymentAuthorized'
  }),
]
await Promise.all(shops.map((shop) => shop.stop()))
stopWorker()

const where =
  SERVERS === 1 ? `one server, ${process.env.DATABASE_URL ? 'Postgres' : 'SQLite'}` : `${SERVERS} servers and a worker, Postgres`
console.log(`\nLoad on ${where}, ${SECONDS} s each (\`npm run bench:load${SERVERS > 1 ? ` -- --servers=${SERVERS}` : ''}\`):\n`)
console.log('| work | in flight | requests/s | p50 ms | p99 ms | errors |')
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const f of figures)
  console.log(
    `| ${f.name} | ${f.concurrency} | ${(f.requests / f.seconds).toFixed(1)} | ${f.p50} | ${f.p99} | ${f.errors} of ${f.requests} |`,
  )
console.log(
  `\nAfter a change, each of the ${PRODUCT_PAGES.length} product pages (both languages) rendered anew, one at a time: ${renderMs.cpu.toFixed(1)} ms of the server's CPU each (${renderMs.wall.toFixed(1)} ms until the answer), then ${keptPageMs.toFixed(1)} ms each kept.`,
)
console.log(
  `\nBefore the product queries, each product in each language on each server (${ANSWERS} answers), one at a time: ${workedOutMs.toFixed(1)} ms each worked out, then ${keptMs.toFixed(1)} ms each kept.`,
)
for (const f of figures.filter((figure) => figure.firstError)) console.log(`\n${f.name}, first error: ${f.firstError}`)
