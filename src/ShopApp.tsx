import { StrictMode } from 'react'
import { RouterProvider } from '@tanstack/react-router'
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
  // No `QueryClientProvider`: the client, and the library with it, arrive only when a page needs
  // them (and mount themselves), and every Query hook is handed the client it waited for
  // (`useLoadedQueryClient`). A provider whose value changed when the client arrived would also
  // update, and so render afresh, a prerendered boundary still waiting to hydrate.
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientSourceContext value={queries}>
          <RouterProvider router={router} />
        </QueryClientSourceContext>
      </I18nProvider>
    </StrictMode>
  )
}
