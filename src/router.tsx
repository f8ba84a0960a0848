import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { QueryClientSource } from './lib/queryClientSource'
import { ErrorPage } from './features/errors/ErrorPage'
import { recoverFromChunkError } from './features/build-update/recovery'
import { NotFoundPage } from './features/errors/NotFoundPage'
import { LOCALE_ROUTING } from './features/locale/config'
import { i18n } from './features/locale/i18n'
import { isLocale } from './features/locale/locales'
import { delocalizePath, localizePath, type LocaleRouting } from './features/locale/strategy'

export type RouterContext = { localeRouting: LocaleRouting; queries: QueryClientSource }

export function createAppRouter({
  queries,
  history,
  localeRouting = LOCALE_ROUTING,
  prerendering = false,
}: { queries: QueryClientSource; history?: RouterHistory; localeRouting?: LocaleRouting; prerendering?: boolean }) {
  // Like the original shop, a change of search params alone (sort, filter, variant) keeps the
  // scroll position; a change of path scrolls to the top, a hash to its target, back/forward restores.
  let searchOnlyChange = false

  const router = createRouter({
    routeTree,
    history,
    context: { localeRouting, queries },
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultOnCatch: (error) => recoverFromChunkError(error, router.latestLocation.publicHref),
    // While prerendering, scroll restoration would add an inline script (which the CSP forbids);
    // the browser's router restores scroll once it has taken over.
    scrollRestoration: prerendering ? false : () => !searchOnlyChange,
    // The route tree has no locale segment: the locale prefix is added to and removed from URLs here.
    rewrite: {
      input: ({ url }) => {
        url.pathname = delocalizePath(url.pathname, localeRouting).pathname
        return url
      },
      output: ({ url }) => {
        const locale = isLocale(i18n.locale) ? i18n.locale : localeRouting.defaultLocale
        url.pathname = localizePath(url.pathname, locale, localeRouting)
        return url
      },
    },
  })

  router.subscribe('onBeforeLoad', ({ fromLocation, toLocation, pathChanged, hrefChanged }) => {
    searchOnlyChange =
      fromLocation !== undefined && hrefChanged && !pathChanged && fromLocation.hash === toLocation.hash
  })

  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
