import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#domain/locale/locales.js'
import { AllProductsDocument, CollectionsDocument } from '#domain/storefront/graphql/graphql.js'
import { shopQuery } from '#domain/storefront/shopApi.js'
import { collectionsOf, searchableOf, showable, type SearchableProduct } from '#domain/storefront/vendure.js'
import { DEFAULT_MARKET, currencyOfMarket, isMarket, type Market, type Shopfront } from '#domain/markets/markets.js'
import { FAQ } from '#domain/faq/faqContent.js'
import { isListedUnder, SWATCH_PRODUCT } from '#domain/storefront/paths.js'
import { searchResource } from './searchResource.ts'
import type { CataloguePage } from './livePages.ts'

const SEARCH_PATH = /^\/api\/v1\/(en|zh)\/search\.json$/

const SWATCH_WORDS: Record<Locale, string> = { en: 'swatch swatches sample samples fabric', zh: '样品 小样 布样 面料 色卡' }

type Built = { etag: string; body: Buffer; gzipped: Buffer; lists: (page: CataloguePage) => boolean }

type SwatchPage = { name: string; description: string }

async function allProducts(origin: string, shopfront: Shopfront): Promise<{ products: Array<SearchableProduct>; swatches?: SwatchPage }> {
  const products: Array<SearchableProduct> = []
  let swatches: SwatchPage | undefined
  for (let seen = 0, total = Infinity; seen < total;) {
    const page = await shopQuery(AllProductsDocument, { skip: seen }, shopfront, { baseUrl: origin })
    const swatchProduct = page.products.items.find((item) => item.slug === SWATCH_PRODUCT)
    if (swatchProduct) swatches = { name: swatchProduct.name, description: swatchProduct.description }
    const searchable = page.products.items.filter((item) => item !== swatchProduct).map(searchableOf)
    const shown = new Set(showable(searchable.map(({ card }) => card)))
    products.push(...searchable.filter(({ card }) => shown.has(card)))
    seen += page.products.items.length
    total = page.products.items.length ? page.products.totalItems : seen
  }
  return swatches ? { products, swatches } : { products }
}

async function build(origin: string, shopfront: Shopfront): Promise<Built> {
  const { locale, market } = shopfront
  const [collections, { products, swatches }, english] = await Promise.all([
    shopQuery(CollectionsDocument, {}, shopfront, { baseUrl: origin }).then(collectionsOf),
    allProducts(origin, shopfront),
    locale === 'en' ? undefined : allProducts(origin, { locale: 'en', market }),
  ])
  const englishName = new Map((english ?? { products }).products.map(({ card }) => [card.handle, card.name]))
  const resource = searchResource({
    locale,
    currency: currencyOfMarket(market),
    collections,
    products: products.map((product) => ({ product, englishName: englishName.get(product.card.handle) ?? '' })),
    faq: FAQ,
    pages: swatches ? [{ id: 'swatches', title: swatches.name, keywords: SWATCH_WORDS[locale], text: swatches.description }] : [],
  })
  const body = Buffer.from(JSON.stringify(resource))
  const collectionHandles = new Set(collections.map(({ handle }) => handle))
  const cards = new Map(products.map(({ card }) => [card.handle, card]))
  const lists = ({ collection, product }: CataloguePage) => {
    if (!collectionHandles.has(collection)) return false
    const card = product === undefined ? undefined : cards.get(product)
    return product === undefined || (card !== undefined && isListedUnder(card, collection))
  }
  return { etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, body, gzipped: gzipSync(body), lists }
}

const keyOf = ({ locale, market }: Shopfront) => `${locale}-${market}`

function searchedShopfront(url: string): Shopfront | undefined {
  // `/api/v1/zh/search.json`, `?market=us` for another market; split, as `new URL` throws on a target such as `//x`.
  const [pathname = '', query = ''] = url.split('?', 2)
  const locale = SEARCH_PATH.exec(pathname)?.[1] as Locale | undefined
  const market = new URLSearchParams(query).get('market') ?? (locale && DEFAULT_MARKET[locale])
  return locale && isMarket(market) ? { locale, market } : undefined
}

export type CatalogueSearch = {
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  invalidate: () => void
  warm: () => Promise<void>
  lists: (page: CataloguePage, market: Market) => Promise<boolean>
}

const REBUILD_AFTER_MS = 2000
// Changes that keep coming (an order every second) put a rebuild off no longer than this.
const REBUILD_AT_MOST_MS = 10_000
const RETRY_MS = 5000

export function catalogueSearch(shopOrigin: () => string): CatalogueSearch {
  // This generation's builds, the last finished one of each language and market (served while a newer one builds), and those asked for.
  const built = new Map<string, Promise<Built>>()
  const finished = new Map<string, { generation: number; index: Built }>()
  const asked = new Map<string, Shopfront>(
    LOCALES.map((locale) => [keyOf({ locale, market: DEFAULT_MARKET[locale] }), { locale, market: DEFAULT_MARKET[locale] }]),
  )
  let generation = 0
  let rebuild: NodeJS.Timeout | undefined
  let changedSince: number | undefined
  const current = (shopfront: Shopfront) => {
    const key = keyOf(shopfront)
    asked.set(key, shopfront)
    let entry = built.get(key)
    if (!entry) {
      const started = generation
      entry = build(shopOrigin(), shopfront)
      built.set(key, entry)
      entry.then(
        (index) => (finished.get(key)?.generation ?? -1) <= started && finished.set(key, { generation: started, index }),
        () => started === generation && built.delete(key),
      )
    }
    return entry
  }
  const rebuildIn = (delayMs: number) => {
    clearTimeout(rebuild)
    rebuild = setTimeout(() => {
      rebuild = undefined
      changedSince = undefined
      for (const shopfront of asked.values())
        current(shopfront).catch((error: Error) => {
          console.error(`The search index could not be rebuilt (the one from before answers): ${error.message}`)
          if (!rebuild) rebuildIn(RETRY_MS)
        })
    }, delayMs)
    rebuild.unref()
  }
  // After a change, the index from before answers until the new one is built: every order changes the catalogue
  // (its stock), and no shopper's search should wait for a rebuild.
  const latest = (shopfront: Shopfront): Promise<Built> => {
    const last = finished.get(keyOf(shopfront))
    return last ? Promise.resolve(last.index) : current(shopfront)
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const shopfront = searchedShopfront(req.url ?? '')
    if (!shopfront || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    latest(shopfront).then(
      ({ etag, body, gzipped }) => {
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
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
      // Built again once the changes stop coming (an import may send hundreds).
      changedSince ??= Date.now()
      rebuildIn(Math.max(0, Math.min(REBUILD_AFTER_MS, changedSince + REBUILD_AT_MOST_MS - Date.now())))
    },
    warm: async () => void (await Promise.all(LOCALES.map((locale) => current({ locale, market: DEFAULT_MARKET[locale] })))),
    // Collections and pieces are the same in every language; a page the last build does not list waits for the next.
    lists: async (page, market) => {
      const shopfront = { locale: DEFAULT_LOCALE, market }
      return (await latest(shopfront)).lists(page) || (await current(shopfront)).lists(page)
    },
  }
}
