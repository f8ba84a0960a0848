/** The prerender entry, driven by `tools/build/prerender.ts`: the browser's router, routes and catalogs, rendered to HTML. */
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, trimPathRight } from '@tanstack/react-router'
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query'
import { createAppRouter } from './router'
import { createQueryClient } from './lib/queryClient'
import { PRERENDER_ORIGIN } from '#domain/http'
import { showsNotFound } from './lib/routing'
import { SITE_URL } from './lib/site'
import { pageAlternates, pageUrl } from './lib/alternates'
import { ShopApp } from './ShopApp'
import { collectionQueryOptions, collectionsQueryOptions, productQueryOptions, shopTermsQueryOptions } from './lib/storefront/queries'
import { LOCALE_ROUTING } from './lib/locale/config'
import { HTML_LANG, activateLocale, i18n } from './lib/locale/i18n'
import { localeOfPath, localizePath, marketOfPath } from '#domain/locale/strategy'
import type { Locale } from '#domain/locale/locales'
import { DEFAULT_MARKET, MARKETS, type Market, type Shopfront } from '#domain/markets/markets'
import { isIndexable } from './lib/pageFacts'
import { fetchCollection, fetchCollections } from './lib/storefront/api'
import { isListedUnder } from '#domain/storefront/paths'
import { FAQ } from '#domain/faq/faqContent'
import { VIDEOS } from './features/videos/videoList'
import { faqWithTerms } from './features/faq/faqTerms'
import { shopTermsText } from './ui/shopTerms'
import { pageStructuredData, type JsonLd } from './features/seo/structuredData'
import { robotsTxt, sitemapXml } from './features/seo/sitemap'

export { PRERENDER_ORIGIN }

export type RenderedPage = {
  status: number
  locale: Locale
  lang: string
  appHtml: string
  queryState: unknown
  routeIds: Array<string>
  structuredData: Array<JsonLd>
}

export type SitePage = { href: string; path: string; shopfront: Shopfront; indexable: boolean }

const fullUrl = (shopfront: Shopfront) => (path: string) => pageUrl(path, shopfront, LOCALE_ROUTING)

function pageState(queryClient: QueryClient): unknown {
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
  if (failed.length > 0) throw new Error(`prerender: ${failed.map((query) => query.queryHash).join(', ')} failed`)
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.inPageState !== false,
  })
}

export async function renderPage(href: string): Promise<RenderedPage> {
  const { pathname } = new URL(href, PRERENDER_ORIGIN)
  const locale = localeOfPath(pathname, LOCALE_ROUTING) ?? LOCALE_ROUTING.defaultLocale
  const shopfront: Shopfront = { locale, market: marketOfPath(pathname, LOCALE_ROUTING) ?? DEFAULT_MARKET[locale] }
  if (!(await activateLocale(locale))) throw new Error(`prerender: no catalog for ${locale}`)

  const queryClient = createQueryClient()
  const router = createAppRouter({
    queryClient,
    i18n,
    history: createMemoryHistory({ initialEntries: [href] }),
    prerendering: true,
  })
  await router.load()

  const appHtml = renderToString(<ShopApp router={router} i18n={i18n} />)
  const leaf = router.state.matches.at(-1)
  const params = (leaf?.params ?? {}) as { collection?: string; product?: string }
  return {
    status: showsNotFound(router.state.matches) ? 404 : 200,
    locale,
    lang: HTML_LANG[locale],
    appHtml,
    queryState: pageState(queryClient),
    routeIds: router.state.matches.map((match) => match.routeId),
    structuredData: pageStructuredData({
      routeId: leaf?.routeId ?? '',
      locale,
      market: shopfront.market,
      url: fullUrl(shopfront),
      shopName: i18n._({ id: 'brand.name' }),
      homeName: i18n._({ id: 'nav.shop' }),
      faq: leaf?.routeId === '/faq' ? faqOf(queryClient, shopfront) : [],
      videos: VIDEOS,
      collectionHandle: params.collection,
      collection: params.collection
        ? (queryClient.getQueryData(collectionQueryOptions(shopfront, params.collection).queryKey) ?? undefined)
        : undefined,
      collections: queryClient.getQueryData(collectionsQueryOptions(shopfront).queryKey),
      product: params.product
        ? (queryClient.getQueryData(productQueryOptions(shopfront, params.product).queryKey) ?? undefined)
        : undefined,
    }),
  }
}

/** A market's catalogue (each sells its own); a product on sale is also under `/collections/sale`, whose canonical link points to its own collection. */
async function cataloguePages(market: Market): Promise<Array<{ path: string; indexable: boolean }>> {
  const shopfront: Shopfront = { locale: LOCALE_ROUTING.defaultLocale, market }
  const { collections } = await fetchCollections(shopfront)
  const pages = await Promise.all(
    collections.map(async ({ handle }) => {
      const listed = await fetchCollection(shopfront, handle)
      if (!listed) throw new Error(`prerender: the collection ${handle} went missing`)
      return [
        { path: `/collections/${handle}`, indexable: true },
        ...listed.products
          .filter((product) => isListedUnder(product, handle))
          .map((product) => ({ path: `/collections/${handle}/products/${product.handle}`, indexable: product.collection === handle })),
      ]
    }),
  )
  return pages.flat()
}

export async function sitePages(): Promise<Array<SitePage>> {
  const router = createAppRouter({ queryClient: createQueryClient(), i18n, prerendering: true, history: createMemoryHistory() })
  const staticPages = new Map(
    Object.entries(router.routesByPath)
      .filter(([path]) => !path.includes('$'))
      .map(([path, route]) => [trimPathRight(path), isIndexable(route.options.staticData)] as const),
  )
  const shopfronts = prerenderedShopfronts()
  const catalogues = new Map(
    await Promise.all(
      [...new Set(shopfronts.map(({ market }) => market))].map(async (market) => [market, await cataloguePages(market)] as const),
    ),
  )
  return shopfronts.flatMap((shopfront) =>
    [...[...staticPages].map(([path, indexable]) => ({ path, indexable })), ...(catalogues.get(shopfront.market) ?? [])].map(
      ({ path, indexable }) => ({
        href: fullPath(path, shopfront),
        path,
        shopfront,
        indexable,
      }),
    ),
  )
}

/** Every language in every market: each address is one market's page, in its prices (docs/decisions.md#markets). */
function prerenderedShopfronts(): Array<Shopfront> {
  const { strategy, defaultLocale, locales } = LOCALE_ROUTING
  if (strategy === 'no_prefix') return [{ locale: defaultLocale, market: DEFAULT_MARKET[defaultLocale] }]
  return locales.flatMap((locale) => MARKETS.map((market) => ({ locale, market })))
}

const fullPath = (path: string, { locale, market }: Shopfront) => localizePath(path, locale, LOCALE_ROUTING, market)

export function notFoundHref(shopfront: Shopfront): string {
  return fullPath('/404', shopfront)
}

export function crawlerFiles(pages: ReadonlyArray<SitePage>): { sitemap: string; robots: string } {
  const paths = new Set(pages.filter((page) => page.indexable).map((page) => page.path))
  // A piece one market does not sell has no page there: no alternate points at a 404.
  const built = new Set(pages.map((page) => `${SITE_URL}${page.href}`))
  const entries = [...paths].map((path) => ({ urls: pageAlternates(path, LOCALE_ROUTING).filter(({ href }) => built.has(href)) }))
  return { sitemap: sitemapXml(entries), robots: robotsTxt(`${SITE_URL}/sitemap.xml`) }
}

/** The FAQ's structured data states the terms the page shows: read with the page, none for a page that did not read them. */
function faqOf(queryClient: QueryClient, shopfront: Shopfront) {
  const terms = queryClient.getQueryData(shopTermsQueryOptions(shopfront).queryKey)
  return terms ? faqWithTerms(FAQ, shopTermsText(terms, shopfront.locale, i18n), shopfront.locale) : []
}
