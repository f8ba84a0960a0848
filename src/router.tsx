import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { QueryClient } from '@tanstack/react-query'
import { ErrorPage } from './features/errors/ErrorPage'
import { recoverFromChunkError } from './features/build-update/recovery'
import { NotFoundPage } from './features/errors/NotFoundPage'
import { LOCALE_ROUTING } from './lib/locale/config'
import type { I18n } from '@lingui/core'
import { marketOfPath, type LocaleRouting } from '#domain/locale/strategy'
import { localeOf } from './lib/locale/i18n'
import { localeRewrite } from './lib/locale/rewrite'
import { savesData } from './lib/savesData'
import { markPageHydratedOnFirstRender } from './lib/pageHydration'
import type { ActiveMarket } from './lib/market/activeMarket'
import { DEFAULT_MARKET } from '#domain/markets/markets'

export type RouterContext = { localeRouting: LocaleRouting; queryClient: QueryClient; i18n: I18n; activeMarket: ActiveMarket }

export function createAppRouter({
  queryClient,
  i18n,
  history,
  localeRouting = LOCALE_ROUTING,
  prerendering = false,
}: {
  queryClient: QueryClient
  i18n: I18n
  history?: RouterHistory
  localeRouting?: LocaleRouting
  prerendering?: boolean
}) {
  // A change of search params alone (sort, filter, variant) keeps the scroll position (docs/decisions.md).
  let searchOnlyChange = false
  // The first address's market, before the root has followed it: the server renders a link only in the address's own.
  const firstPath = history?.location.pathname ?? (typeof location === 'undefined' ? '/' : location.pathname)
  const activeMarket: ActiveMarket = { current: marketOfPath(firstPath, localeRouting) ?? DEFAULT_MARKET[localeOf(i18n, localeRouting)] }

  const router = createRouter({
    routeTree,
    history,
    context: { localeRouting, queryClient, i18n, activeMarket },
    notFoundMode: 'root',
    // As the server sees it: `/FAQ` is no page.
    caseSensitive: true,
    defaultPreload: savesData() ? 'intent' : 'viewport',
    defaultPreloadDelay: 400,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultOnCatch: (error) => recoverFromChunkError(error, router.latestLocation.publicHref),
    // Prerendered, scroll restoration would add an inline script, which the CSP forbids.
    scrollRestoration: prerendering ? false : () => !searchOnlyChange,
    rewrite: localeRewrite(i18n, localeRouting, activeMarket),
    defaultPreloadStaleTime: 0,
  })

  markPageHydratedOnFirstRender(router)
  router.subscribe('onBeforeLoad', ({ fromLocation, toLocation, pathChanged, hrefChanged }) => {
    searchOnlyChange = fromLocation !== undefined && hrefChanged && !pathChanged && fromLocation.hash === toLocation.hash
  })

  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
