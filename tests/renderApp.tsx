import { vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createAppRouter } from '../src/router'
import { createQueryClient } from '../src/lib/queryClient'
import { QueryClientSourceContext, readyQueryClient } from '../src/lib/queryClientSource'
import { LOCALE_ROUTING } from '../src/features/locale/config'
import type { Strategy } from '../src/features/locale/strategy'
import { storefrontFetch } from './storefrontFetch'

/** Renders the whole shop (real route tree, layout and catalogs) at a URL, in memory. */
export async function renderApp(url: string, { strategy }: { strategy?: Strategy } = {}) {
  vi.stubGlobal('fetch', vi.fn(storefrontFetch))
  const queryClient = createQueryClient()
  const queries = readyQueryClient(queryClient)
  const router = createAppRouter({
    queries,
    history: createMemoryHistory({ initialEntries: [url] }),
    localeRouting: { ...LOCALE_ROUTING, strategy: strategy ?? LOCALE_ROUTING.strategy },
  })
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientSourceContext value={queries}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </QueryClientSourceContext>
    </I18nProvider>,
  )
  // The page the app opens on waits for its loaders as in the browser (/openapi's for its
  // document, up to 2 s), and its route's modules are transformed on first use: a busy 2-core CI
  // machine needs more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })
  return { router, queryClient, ...view }
}
