import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createAppRouter } from '../src/router'
import { LOCALE_ROUTING } from '../src/features/locale/config'
import type { Strategy } from '../src/features/locale/strategy'

/** Renders the whole shop (real route tree, layout and catalogs) at a URL, in memory. */
export async function renderApp(url: string, { strategy }: { strategy?: Strategy } = {}) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [url] }),
    localeRouting: { ...LOCALE_ROUTING, strategy: strategy ?? LOCALE_ROUTING.strategy },
  })
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
  return { router, ...view }
}
