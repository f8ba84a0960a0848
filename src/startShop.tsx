import { startTransition } from 'react'
import { createRoot, hydrateRoot } from './lib/reactDom'
import { createAppRouter } from './router'
import { ShopApp } from './ShopApp'
import { lazyQueryClient, prerenderedQueries } from './lib/queryClientSource'
import { LOCALE_ROUTING } from './features/locale/config'
import { detectInitialLocale, readDocumentCookie, readLocaleCookie } from './features/locale/detection'
import { activateLocale, i18n } from './features/locale/i18n'
import { prefetchAppManifest } from './features/build-update/appManifest'
import { installRecovery } from './features/build-update/recovery'
import { yieldToBrowser } from './lib/yieldToBrowser'
import { holdNavigationUntilHydrated, whenPageHydrated } from './lib/pageHydration'
import { whenIdle } from './lib/whenIdle'
import { prerenderedFor, showsPrerenderedPage } from './prerendered'
import { preparePriceFormat } from './ui/Price'
import { warmUpPriceFormat } from './ui/priceFormatWarmup'
import { isLocale } from './features/locale/locales'

/**
 * Starts the shop in this document: the shopper's language, the router, then hydration of the
 * prerendered page (or a fresh render where there is none or it was for another address).
 * `priceFormatReady`: the price format warm-up the entry started on a page that shows prices; null
 * on any other page, which starts its own once it is interactive.
 */
export async function startShop({ priceFormatReady }: { priceFormatReady: Promise<void> | null }): Promise<void> {
  // The language the HTML was prerendered in, before the app sets its own.
  const pageLang = document.documentElement.lang

  // A first visit to `/` goes to the shopper's language (cookie, then browser); other URLs keep theirs.
  const { locale, redirectTo } = detectInitialLocale({
    pathname: location.pathname,
    cookie: readLocaleCookie(readDocumentCookie()),
    languages: navigator.languages,
    routing: LOCALE_ROUTING,
  })
  if (redirectTo) history.replaceState(history.state, '', `${redirectTo}${location.search}${location.hash}`)

  if (!(await activateLocale(locale)) && !(await activateLocale(LOCALE_ROUTING.defaultLocale))) {
    // Not even the default catalog loaded: show the message ids rather than a blank page.
    i18n.loadAndActivate({ locale: LOCALE_ROUTING.defaultLocale, messages: {} })
  }

  await yieldToBrowser()
  const container = document.getElementById('app')!
  const prerendered = prerenderedFor({ container, pageLang, locale: i18n.locale })
  // Pages that need the query client start from the data they were rendered with, read without
  // the client while it has not loaded (`pageQuery.tsx`), and seeded into it once it has.
  const prerenderedState = prerendered ? document.getElementById('shop-query-state') : null
  const queries = lazyQueryClient(
    () => import('./lib/browserQueryClient').then((module) => module.createBrowserQueryClient(prerenderedState)),
    prerenderedQueries(prerenderedState),
  )
  const router = createAppRouter({ queries })
  installRecovery(router, queries)

  const app = <ShopApp router={router} queries={queries} i18n={i18n} />
  if (prerendered) {
    // Load the route's code (and data, and the query client where it needs one) before rendering,
    // in a task of its own: matching and starting the loads is a few tens of ms on a slow phone.
    await yieldToBrowser()
    await router.load()
    await yieldToBrowser()
    if (priceFormatReady && isLocale(i18n.locale)) {
      // The page shows prices (main.tsx looked): once the worker has loaded ICU's number data,
      // the format is quick to build.
      await priceFormatReady
      preparePriceFormat(i18n.locale)
      await yieldToBrowser()
    }
  }
  if (prerendered && showsPrerenderedPage(router, prerendered)) {
    // Tell the router it renders over server markup, so it builds the same tree the server did
    // (no Suspense boundary around the root), then adopt the markup instead of painting it again.
    router.ssr = { manifest: undefined }
    holdNavigationUntilHydrated(router.history)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page; the markup is already on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, {
        // React's own error only says hydration fell back to client rendering; the cause says why.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error, (error as Error).cause ?? ''),
      })
    })
  } else {
    createRoot(container).render(app)
  }

  if (import.meta.env.PROD) prefetchAppManifest()
  if (!priceFormatReady) {
    // The first price format of a page opened without prices would otherwise be built in the
    // click that leads to a page with them: 90 ms of a route change on a 4x slower CPU (measured).
    void whenPageHydrated().then(() => whenIdle(() => void warmUpPriceFormat(i18n.locale)))
  }
}
