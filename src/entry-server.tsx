/** The prerender entry, driven by `tools/build/prerender.ts`: the browser's router, routes and catalogs, rendered to HTML. */
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, trimPathRight } from '@tanstack/react-router'
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query'
import { createAppRouter } from './router'
import { createQueryClient } from './lib/queryClient'
import { PRERENDER_ORIGIN } from '#domain/http'
import { showsNotFound } from './lib/routing'
import { SITE_URL } from './lib/site'
import { ShopApp } from './ShopApp'
import { collectionQueryOptions, collectionsQueryOptions, productQueryOptions, shopTermsQueryOptions } from './lib/storefront/queries'
import { LOCALE_ROUTING } from './lib/locale/config'
import { HTML_LANG, activateLocale, i18n } from './lib/locale/i18n'
import { localeOfPath, localizePath } from '#domain/locale/strategy'
import type { Locale } from '#domain/locale/locales'
import { DEFAULT_MARKET } from '#domain/markets/markets'
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

export type SitePage = { href: string; path: string; locale: Locale; indexable: boolean }

const fullUrl = (locale: Locale) => (path: string) => `${SITE_URL}${localizePath(path, locale, LOCALE_ROUTING)}`

function pageState(queryClient: QueryClient): unknown {
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
  if (failed.length > 0) throw new Error(`prerender: ${failed.map((query) => query.queryHash).join(', ')} failed`)
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.inPageState !== false,
  })
}

export async function renderPage(href: string): Promise<RenderedPage> {
  const locale = localeOfPath(new URL(href, PRERENDER_ORIGIN).pathname, LOCALE_ROUTING) ?? LOCALE_ROUTING.defaultLocale
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
      market: DEFAULT_MARKET[locale],
      url: fullUrl(locale),
      shopName: i18n._({ id: 'brand.name' }),
      homeName: i18n._({ id: 'nav.shop' }),
      faq: leaf?.routeId === '/faq' ? faqOf(queryClient, locale) : [],
      videos: VIDEOS,
      collectionHandle: params.collection,
      collection: params.collection
        ? (queryClient.getQueryData(collectionQueryOptions(locale, params.collection).queryKey) ?? undefined)
        : undefined,
      collections: queryClient.getQueryData(collectionsQueryOptions(locale).queryKey),
      product: params.product ? (queryClient.getQueryData(productQueryOptions(locale, params.product).queryKey) ?? undefined) : undefined,
    }),
  }
}

/** A product on sale is also under `/collections/sale`, whose canonical link points to its own collection. */
async function cataloguePages(): Promise<Array<{ path: string; indexable: boolean }>> {
  const locale = LOCALE_ROUTING.defaultLocale
  const { collections } = await fetchCollections(locale)
  const pages = await Promise.all(
    collections.map(async ({ handle }) => {
      const listed = await fetchCollection(locale, handle)
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
  const pages = [...[...staticPages].map(([path, indexable]) => ({ path, indexable })), ...(await cataloguePages())]
  const locales = LOCALE_ROUTING.strategy === 'no_prefix' ? [LOCALE_ROUTING.defaultLocale] : LOCALE_ROUTING.locales
  return pages.flatMap(({ path, indexable }) =>
    locales.map((locale) => ({ href: localizePath(path, locale, LOCALE_ROUTING), path, locale, indexable })),
  )
}

export function notFoundHref(locale: Locale): string {
  return localizePath('/404', locale, LOCALE_ROUTING)
}

export function crawlerFiles(pages: ReadonlyArray<SitePage>): { sitemap: string; robots: string } {
  const byPath = new Map<string, Array<SitePage>>()
  for (const page of pages.filter((candidate) => candidate.indexable)) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page])
  const entries = [...byPath.values()].map((versions) => ({
    urls: versions.map(({ locale, path }) => ({ locale, url: fullUrl(locale)(path) })),
  }))
  return { sitemap: sitemapXml(entries), robots: robotsTxt(`${SITE_URL}/sitemap.xml`) }
}

/** The FAQ's structured data states the terms the page shows: read with the page, none for a page that did not read them. */
function faqOf(queryClient: QueryClient, locale: Locale) {
  const terms = queryClient.getQueryData(shopTermsQueryOptions(locale).queryKey)
  return terms ? faqWithTerms(FAQ, shopTermsText(terms, locale, i18n), locale) : []
}
