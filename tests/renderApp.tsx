import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { createAppRouter } from '../src/router'

/** Renders the whole shop (real route tree, layout and catalog) at a URL, in memory. */
export async function renderApp(url: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  await screen.findByRole('heading', { level: 1 })
  return { router, ...view }
}
