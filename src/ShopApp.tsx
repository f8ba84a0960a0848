import { StrictMode } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import type { createAppRouter } from './router'

/** The whole shop: one tree for the browser and for prerendering, so both render the same markup. */
export function ShopApp({
  router,
  queryClient,
  i18n,
}: {
  router: ReturnType<typeof createAppRouter>
  queryClient: QueryClient
  i18n: I18n
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}
