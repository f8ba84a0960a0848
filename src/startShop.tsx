import { startTransition } from 'react'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from './lib/reactDom'
import { createAppRouter } from './router'
import { savesData } from './lib/savesData'
import { ShopApp } from './ShopApp'
import { createQueryClient } from './lib/queryClient'
import { revalidateCatalogue } from './lib/storefront/revalidate'
import { LOCALE_ROUTING } from './lib/locale/config'
import { detectInitialLocale, readDocumentCookie, readLocaleCookie } from './lib/locale/detection'
import { activateLocale, i18n, localeOf, preloadOtherCatalogs } from './lib/locale/i18n'
import { prefetchAppManifest } from './features/build-update/appManifest'
import { installRecovery } from './features/build-update/recovery'
import { yieldToBrowser } from './lib/yieldToBrowser'
import { holdNavigationUntilHydrated, trackTraversals, whenPageHydrated, whenPageSettled } from './lib/pageHydration'
import { prerenderedFor, showsPrerenderedPage } from './prerendered'
import { warmUpPriceFormat } from './ui/priceFormatWarmup'

// What `PageHead` renders into the head.
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"]'

/** The query cache the page was prerendered with (`#shop-query-state`), or nothing if unreadable. */
function prerenderedQueryState(): DehydratedState | undefined {
  const text = document.getElementById('shop-query-state')?.textContent
  if (!text) return undefined
  try {
    const state = JSON.parse(text) as DehydratedState
    // Fresh for the first render, so the page hydrates with what it was built with; the catalogue is revalidated once it has.
    for (const query of state.queries) query.state.dataUpdatedAt = Date.now()
    return state
  } catch (error) {
    console.warn('Prerendered data ignored:', error)
    return undefined
  }
}

/**
 * Starts the shop in this document: the shopper's language, the router, then hydration of the
 * prerendered page (or a fresh render where there is none or it was for another address).
 */
export async function startShop(): Promise<void> {
  const pageLang = document.documentElement.lang

  // A first visit to `/` goes to the shopper's language (cookie, then browser); other URLs keep theirs.
  const { locale, redirectTo } = detectInitialLocale({
    pathname: location.pathname,
    cookie: readLocaleCookie(readDocumentCookie()),
    languages: navigator.languages,
    routing: LOCALE_ROUTING,
  })
  if (redirectTo) history.replaceState(history.state, '', `${redirectTo}${location.search}${location.hash}`)
  warmUpPriceFormat(locale)

  if (!(await activateLocale(locale)) && !(await activateLocale(LOCALE_ROUTING.defaultLocale))) {
    // Not even the default catalog loaded: show the message ids rather than a blank page.
    i18n.loadAndActivate({ locale: LOCALE_ROUTING.defaultLocale, messages: {} })
  }

  await yieldToBrowser()
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
  // Once the page is the app's: before that, the router loads its first page itself only while its history has no subscriber.
  void whenPageHydrated().then(() => trackTraversals(router.history))

  const app = <ShopApp router={router} i18n={i18n} />
  if (prerendered) {
    // The route's code and data, in a task of its own before hydrating.
    await yieldToBrowser()
    await router.load()
    await yieldToBrowser()
  }
  if (prerendered && showsPrerenderedPage(router, prerendered)) {
    // Tell the router it renders over server markup, so it builds the same tree the server did.
    router.ssr = { manifest: undefined }
    holdNavigationUntilHydrated(router.history)
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React's own error only says hydration fell back to client rendering; the cause says why.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error, (error as Error).cause ?? ''),
      })
    })
  } else {
    // The head the page was built with describes that page; the app now renders its own.
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove()
    createRoot(container).render(app)
  }

  if (import.meta.env.PROD) prefetchAppManifest(queryClient)
  // A language switch then waits for nothing but the page's data.
  if (!savesData()) void whenPageSettled().then(() => preloadOtherCatalogs(localeOf(i18n, LOCALE_ROUTING)))
}
