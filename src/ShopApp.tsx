import { StrictMode, useEffect } from 'react'
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
      <MarkInteractive />
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}

/**
 * Sets `<html data-interactive>` once the app has taken over the page: a prerendered page is
 * visible (and its links work as plain links) before that, so tests that need the app's own
 * behaviour (a gliding anchor, say) wait for it.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}
