import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { ErrorPage } from '../../src/features/errors/ErrorPage'
import { renderApp } from '../renderApp'

describe('the 404 page', () => {
  it('names the unknown path with its query and hash, inside the layout', async () => {
    await renderApp('/nope/deeper?x=1#y')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found: /nope/deeper?x=1#y')
    await waitFor(() => expect(document.title).toBe('Page Not Found'))
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/')
  })

  it('is shown for an address in other letter case, as the server answers it (/FAQ)', async () => {
    await renderApp('/FAQ')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found: /FAQ')
  })

  it('is worded "Page Not Found" for search params that fail validation', async () => {
    await renderApp('/collections/sale?sort=cheapest')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found: /collections/sale?sort=cheapest')
  })

  it('is shown for a collection or product the catalogue does not have', async () => {
    await renderApp('/collections/kova/products/no-such-sofa')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found: /collections/kova/products/no-such-sofa')
  })

  it('leaves valid search params alone', async () => {
    await renderApp('/collections/sale?sort=price-asc')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sale')
  })
})

describe('the generic error page', () => {
  it('shows Internal Server Error and "Try again" re-runs the route', async () => {
    let attempts = 0
    const rootRoute = createRootRoute({ component: Outlet })
    const flaky = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      loader: () => {
        attempts += 1
        if (attempts === 1) throw new Error('backend down')
        return 'ok'
      },
      component: () => <h1>Loaded</h1>,
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([flaky]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: ErrorPage,
    })
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument()
    expect(attempts).toBe(2)
  })
})
