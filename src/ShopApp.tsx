import { StrictMode, useSyncExternalStore } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientContext } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import type { createAppRouter } from './router'
import { QueryClientSourceContext, type QueryClientSource } from './lib/queryClientSource'

/** The whole shop: one tree for the browser and for prerendering, so both render the same markup. */
export function ShopApp({
  router,
  queries,
  i18n,
}: {
  router: ReturnType<typeof createAppRouter>
  queries: QueryClientSource
  i18n: I18n
}) {
  // The context, not `QueryClientProvider`, which wants the client at the first render: the
  // client, and the library with it, arrive only when a page needs them (and mount themselves).
  const queryClient = useSyncExternalStore(queries.subscribe, queries.current, queries.current)
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientSourceContext value={queries}>
          <QueryClientContext value={queryClient}>
            <RouterProvider router={router} />
          </QueryClientContext>
        </QueryClientSourceContext>
      </I18nProvider>
    </StrictMode>
  )
}
