import './styles.css'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'
import { savesData } from './lib/savesData'
import { ShopApp } from './ShopApp'
import { createQueryClient } from './lib/queryClient'
import { revalidateCatalogue } from './lib/storefront/revalidate'
import { LOCALE_ROUTING } from './lib/locale/config'
import { detectInitialLocale, readDocumentCookie, readLocaleCookie } from './lib/locale/detection'
import { readMarketCookie } from './lib/market/marketCookie'
import { activateLocale, i18n, localeOf, preloadOtherCatalogs } from './lib/locale/i18n'
import { prefetchAppManifest } from './features/build-update/appManifest'
import { installRecovery } from './features/build-update/recovery'
import { markRouterHydrating } from './lib/routerHydration'
import { holdNavigationUntilHydrated, trackTraversals, whenPageHydrated, whenPageSettled } from './lib/pageHydration'
import { prerenderedFor, showsPrerenderedPage } from './prerendered'

// What `PageHead` renders into the head: keep in step with it.
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"]'

function prerenderedQueryState(): DehydratedState | undefined {
  const text = document.getElementById('shop-query-state')?.textContent
  if (!text) return undefined
  try {
    const state = JSON.parse(text) as DehydratedState
    // Fresh for the first render, so the page hydrates with what it was built with; revalidated after.
    for (const query of state.queries) query.state.dataUpdatedAt = Date.now()
    return state
  } catch (error) {
    console.warn('Prerendered data ignored:', error)
    return undefined
  }
}

export async function startShop(): Promise<void> {
  const pageLang = document.documentElement.lang

  const cookies = readDocumentCookie()
  const { locale, redirectTo } = detectInitialLocale({
    pathname: location.pathname,
    cookie: readLocaleCookie(cookies),
    market: readMarketCookie(cookies),
    languages: navigator.languages,
    routing: LOCALE_ROUTING,
  })
  if (redirectTo) history.replaceState(history.state, '', `${redirectTo}${location.search}${location.hash}`)

  if (!(await activateLocale(locale)) && !(await activateLocale(LOCALE_ROUTING.defaultLocale))) {
    i18n.loadAndActivate({ locale: LOCALE_ROUTING.defaultLocale, messages: {} })
  }

  const container = document.getElementById('app')!
  const prerendered = prerenderedFor({ container, pageLang, locale: i18n.locale })
  const queryClient = createQueryClient()
  const state = prerenderedQueryState()
  if (state) {
    hydrate(queryClient, state)
    void whenPageHydrated().then(() => revalidateCatalogue(queryClient))
  }
  const router = createAppRouter({ queryClient, i18n })
  installRecovery(router, queryClient)
  // Only after hydration: the router loads its first page itself only while its history has no subscriber.
  void whenPageHydrated().then(() => trackTraversals(router.history))

  const app = <ShopApp router={router} i18n={i18n} />
  if (prerendered) await router.load()
  if (prerendered && showsPrerenderedPage(router, prerendered)) {
    markRouterHydrating(router)
    holdNavigationUntilHydrated(router.history)
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error, (error as Error).cause ?? ''),
    })
  } else {
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove()
    createRoot(container).render(app)
  }

  if (import.meta.env.PROD) prefetchAppManifest(queryClient)
  if (!savesData()) void whenPageSettled().then(() => preloadOtherCatalogs(localeOf(i18n, LOCALE_ROUTING)))
}
