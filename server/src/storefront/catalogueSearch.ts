import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { LOCALES, type Locale } from '../../../src/lib/locale/locales.ts'
import { AllProductsDocument, CollectionsDocument, type TypedDocumentString } from '../../../src/lib/storefront/graphql/graphql.ts'
import { collectionsOf, productSummaryOf, searchableOf, showable, type SearchableProduct } from '../../../src/lib/storefront/vendure.ts'
import { SHOP_CURRENCY } from '../../../src/lib/storefront/shopCurrency.ts'
import { searchResource } from '../../../src/build/searchFiles.ts'
import { FAQ } from '../../../src/features/faq/faqContent.ts'
import type { ProductSummary } from '../../../src/lib/storefront/schemas.ts'

const SEARCH_PATH = /^\/api\/v1\/(en|zh)\/search\.json(?:\?|$)/

type Built = { etag: string; body: Buffer; gzipped: Buffer }

async function shopQuery<R, V>(shopApi: string, document: TypedDocumentString<R, V>, variables: V, locale: Locale): Promise<R> {
  const url = `${shopApi}?languageCode=${locale}&currencyCode=${SHOP_CURRENCY[locale]}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables }),
  })
  const answer = (await response.json()) as { data?: R; errors?: Array<{ message: string }> }
  if (!answer.data || answer.errors?.length) throw new Error(`Shop API: ${answer.errors?.map((e) => e.message).join('; ')}`)
  return answer.data
}

async function allProducts(shopApi: string, locale: Locale): Promise<Array<{ summary: ProductSummary; product: SearchableProduct }>> {
  const products: Array<{ summary: ProductSummary; product: SearchableProduct }> = []
  for (let seen = 0, total = Infinity; seen < total;) {
    const page = await shopQuery(shopApi, AllProductsDocument, { skip: seen }, locale)
    const shown = new Set(showable(page.products.items.map(productSummaryOf)).map((summary) => summary.handle))
    for (const item of page.products.items) {
      if (shown.has(item.slug)) products.push({ summary: productSummaryOf(item), product: searchableOf(item) })
    }
    seen += page.products.items.length
    total = page.products.items.length ? page.products.totalItems : seen
  }
  return products
}

async function build(shopApi: string, locale: Locale): Promise<Built> {
  const [collections, products, english] = await Promise.all([
    shopQuery(shopApi, CollectionsDocument, {}, locale).then(collectionsOf),
    allProducts(shopApi, locale),
    locale === 'en' ? undefined : allProducts(shopApi, 'en'),
  ])
  const englishName = new Map((english ?? products).map(({ product }) => [product.handle, product.name]))
  const resource = searchResource({
    locale,
    currency: SHOP_CURRENCY[locale],
    collections,
    products: products.map((entry) => ({ ...entry, englishName: englishName.get(entry.product.handle) ?? '' })),
    faq: FAQ,
  })
  const body = Buffer.from(JSON.stringify(resource))
  return { etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, body, gzipped: gzipSync(body) }
}

export type CatalogueSearch = {
  /** Answers `/api/v1/{locale}/search.json`; false for any other address. */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** The catalogue changed: the next request builds the index again. */
  invalidate: () => void
  /** Builds both languages now (the shop's start waits for it). */
  warm: () => Promise<void>
}

/**
 * The header's search index, built by the server from Vendure's catalogue (the same Shop API
 * queries and mapping as the pages) and rebuilt after the catalogue changes. It is answered with
 * an ETag, so a browser that has it refetches only when it changed.
 */
export function catalogueSearch(shopApi: () => string): CatalogueSearch {
  const built = new Map<Locale, Promise<Built>>()
  let generation = 0
  let rebuild: NodeJS.Timeout | undefined
  const current = (locale: Locale) => {
    let entry = built.get(locale)
    if (!entry) {
      const started = generation
      entry = build(shopApi(), locale)
      built.set(locale, entry)
      // A failed build is not kept: the next request tries again.
      entry.catch(() => started === generation && built.delete(locale))
    }
    return entry
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const match = SEARCH_PATH.exec(req.url ?? '')
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    current(match[1] as Locale).then(
      ({ etag, body, gzipped }) => {
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        // As the form endpoints answer: data, never a document.
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
        res.setHeader('Vary', 'Accept-Encoding')
        res.setHeader('ETag', etag)
        if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end()
        if (gzip) res.setHeader('Content-Encoding', 'gzip')
        res.writeHead(200).end(req.method === 'HEAD' ? undefined : gzip ? gzipped : body)
      },
      (error: unknown) => {
        console.error(`The search index could not be built: ${(error as Error).message}`)
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5', 'Cache-Control': 'no-store' })
        res.end(JSON.stringify({ error: 'unavailable' }))
      },
    )
    return true
  }
  return {
    handle,
    invalidate: () => {
      generation++
      built.clear()
      // Built again once the changes stop coming (an import sends hundreds), so no shopper waits for it.
      clearTimeout(rebuild)
      rebuild = setTimeout(() => {
        for (const locale of LOCALES) current(locale).catch(() => {})
      }, 2000)
      rebuild.unref()
    },
    warm: async () => void (await Promise.all(LOCALES.map(current))),
  }
}
