/**
 * The prerender entry: renders one page of the shop to HTML at build time, with the same
 * router, routes and catalogs as the browser, and hands back what the browser needs to
 * hydrate it without fetching again (the query cache). `src/build/prerender.ts` drives it.
 */
import { renderToString } from 'react-dom/server'
import { createMemoryHistory, trimPathRight } from '@tanstack/react-router'
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query'
import { createAppRouter } from './router'
import { createQueryClient } from './lib/queryClient'
import { PRERENDER_ORIGIN } from './lib/http'
import { isNotFoundMatch } from './lib/routing'
import { SITE_URL } from './lib/site'
import { ShopApp } from './ShopApp'
import { collectionQueryOptions, collectionsQueryOptions, productQueryOptions } from './lib/storefront/queries'
import { LOCALE_ROUTING } from './lib/locale/config'
import { HTML_LANG, activateLocale, i18n } from './lib/locale/i18n'
import { localeOfPath, localizePath } from './lib/locale/strategy'
import type { Locale } from './lib/locale/locales'
import { isIndexable } from './lib/pageFacts'
import { fetchCollection, fetchCollections } from './lib/storefront/api'
import { isListedUnder } from './lib/storefront/paths'
import { FAQ } from './lib/faq/faqContent'
import { VIDEOS } from './features/videos/videoList'
import { pageStructuredData, type JsonLd } from './features/seo/structuredData'
import { robotsTxt, sitemapXml } from './features/seo/sitemap'

export { PRERENDER_ORIGIN }

export type RenderedPage = {
  /** 200 for a page, 404 for the not-found page. */
  status: number
  locale: Locale
  /** `<html lang>` of the page. */
  lang: string
  /** The markup inside `#app`; head tags (title, meta, links) come first, to be moved into `<head>`. */
  appHtml: string
  /** The query cache the page was rendered with, for the browser to start from. */
  queryState: unknown
  /** Ids of the matched routes, to find their code chunks for modulepreload. */
  routeIds: Array<string>
  structuredData: Array<JsonLd>
}

/** A page to write, in one locale: its public path and whether the sitemap lists it. */
export type SitePage = { href: string; path: string; locale: Locale; indexable: boolean }

const fullUrl = (locale: Locale) => (path: string) => `${SITE_URL}${localizePath(path, locale, LOCALE_ROUTING)}`

/** What the page hands the browser: its queries, but not those too big to copy into every page. */
function pageState(queryClient: QueryClient): unknown {
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })
  if (failed.length > 0) throw new Error(`prerender: ${failed.map((query) => query.queryHash).join(', ')} failed`)
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.inPageState !== false,
  })
}

/** Renders `href` (a public URL path with its locale prefix) as the browser would first show it. */
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
    status: router.state.matches.some(isNotFoundMatch) ? 404 : 200,
    locale,
    lang: HTML_LANG[locale],
    appHtml,
    queryState: pageState(queryClient),
    routeIds: router.state.matches.map((match) => match.routeId),
    structuredData: pageStructuredData({
      routeId: leaf?.routeId ?? '',
      locale,
      url: fullUrl(locale),
      shopName: i18n._({ id: 'brand.name' }),
      homeName: i18n._({ id: 'nav.shop' }),
      faq: FAQ,
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

/**
 * Every collection and every product under each collection it is in. A product on sale is also
 * under `/collections/sale`, whose canonical link points to its own collection.
 */
async function cataloguePages(): Promise<Array<{ path: string; indexable: boolean }>> {
  const locale = LOCALE_ROUTING.defaultLocale
  const { collections } = await fetchCollections(locale)
  const pages = await Promise.all(
    collections.map(async ({ handle }) => {
      const listed = await fetchCollection(locale, handle)
      if (!listed) throw new Error(`prerender: the collection ${handle} went missing`)
      return [
        { path: `/collections/${handle}`, indexable: true },
        // The pages the product route answers (src/features/catalogue/variantSearch.ts), which cards link to.
        ...listed.products
          .filter((product) => isListedUnder(product, handle))
          .map((product) => ({ path: `/collections/${handle}/products/${product.handle}`, indexable: product.collection === handle })),
      ]
    }),
  )
  return pages.flat()
}

/** Every page of the shop in every locale, as the shipped locale strategy addresses them. */
export async function sitePages(): Promise<Array<SitePage>> {
  const router = createAppRouter({ queryClient: createQueryClient(), i18n, prerendering: true, history: createMemoryHistory() })
  // Each route without parameters, as its `staticData` describes it (src/lib/pageFacts.ts), then the catalogue's pages.
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

/** The public path of the not-found page in a locale (`/404`, `/zh/404`), for `404.html`. */
export function notFoundHref(locale: Locale): string {
  return localizePath('/404', locale, LOCALE_ROUTING)
}

/** `sitemap.xml` and `robots.txt` for the indexable pages. */
export function crawlerFiles(pages: ReadonlyArray<SitePage>): { sitemap: string; robots: string } {
  const byPath = new Map<string, Array<SitePage>>()
  for (const page of pages.filter((candidate) => candidate.indexable)) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page])
  const entries = [...byPath.values()].map((versions) => ({
    urls: versions.map(({ locale, path }) => ({ locale, url: fullUrl(locale)(path) })),
  }))
  return { sitemap: sitemapXml(entries), robots: robotsTxt(`${SITE_URL}/sitemap.xml`) }
}
