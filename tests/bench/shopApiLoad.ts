// `npm run bench:api`: the Shop API under load. Starts the built shop on a fresh database (SQLite,
// or Postgres with DATABASE_URL), then keeps 100 product queries in flight for 20 s, each the
// product page's own query in one of the two languages, and prints requests/s, p50, p99 and errors.
import { readFileSync } from 'node:fs'
import { ProductDocument } from '../../src/lib/storefront/graphql/graphql.ts'
import { startShop } from '../server/shopProcess.ts'

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 20_000)
// The product page's own query (src/lib/storefront/catalogue.graphql), as the pages send it.
const QUERY = ProductDocument.toString()

const handles = (JSON.parse(readFileSync('server/seed/catalogue.json', 'utf8')) as { products: Array<{ handle: string }> }).products.map(
  (p) => p.handle,
)
const shop = await startShop()
const endpoints = [`${shop.url}/shop-api?languageCode=en&currencyCode=USD`, `${shop.url}/shop-api?languageCode=zh&currencyCode=CNY`]

const latencies: number[] = []
let errors = 0
let sent = 0
const deadline = performance.now() + DURATION_MS
async function client() {
  while (performance.now() < deadline) {
    const n = sent++
    const started = performance.now()
    try {
      const answer = await fetch(endpoints[n % 2]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUERY, variables: { slug: handles[n % handles.length] } }),
      })
      const body = (await answer.json()) as { data?: { product: unknown }; errors?: unknown }
      if (!answer.ok || body.errors || !body.data?.product) errors++
    } catch {
      errors++
    }
    latencies.push(performance.now() - started)
  }
}
const started = performance.now()
await Promise.all(Array.from({ length: CONCURRENCY }, client))
const seconds = (performance.now() - started) / 1000
await shop.stop()

latencies.sort((a, b) => a - b)
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0)
console.log(
  `Shop API, ${process.env.DATABASE_URL ? 'Postgres' : 'SQLite'}, ${CONCURRENCY} concurrent product queries for ${seconds.toFixed(0)} s: ` +
    `${(latencies.length / seconds).toFixed(0)} requests/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${errors} errors of ${latencies.length}`,
)
