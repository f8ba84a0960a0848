import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './features/errors/ErrorPage'
import { NotFoundPage } from './features/errors/NotFoundPage'

export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  // Like the original shop, a change of search params alone (sort, filter, variant) keeps the
  // scroll position; a change of path scrolls to the top, a hash to its target, back/forward restores.
  let searchOnlyChange = false

  const router = createRouter({
    routeTree,
    history,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: () => !searchOnlyChange,
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
