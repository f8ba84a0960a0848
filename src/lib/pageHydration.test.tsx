import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import {
  isPageHydrated,
  holdNavigationUntilHydrated,
  markPageHydratedOnFirstRender,
  mayDeferBelowTheFold,
  needsWholePage,
  trackTraversals,
} from './pageHydration'

// Two bare pages: no `PageHead`, nothing of the shop's but the router.
function bareRouter(history: ReturnType<typeof createMemoryHistory>) {
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Bare page</p> })
  const faq = createRoute({ getParentRoute: () => root, path: '/faq', component: () => <h1>FAQ</h1> })
  return createRouter({ routeTree: root.addChildren([home, faq]), history })
}

describe('holdNavigationUntilHydrated', () => {
  it('holds a navigation until the first page has rendered, whatever it renders, then lets it and later ones through', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    const router = bareRouter(history)
    markPageHydratedOnFirstRender(router)
    holdNavigationUntilHydrated(history)
    await router.load()
    history.push('/faq')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(history.location.pathname).toBe('/')
    expect(document.documentElement.dataset.interactive).toBeUndefined()
    expect(isPageHydrated()).toBe(false)

    render(<RouterProvider router={router} />)
    // jsdom, like WebKit, has no idle callback: the page is released a second after its first render.
    expect(await screen.findByRole('heading', { name: 'FAQ' }, { timeout: 3_000 })).toBeVisible()
    expect(document.documentElement.dataset.interactive).toBe('')
    expect(isPageHydrated()).toBe(true)

    history.push('/')
    expect(history.location.pathname).toBe('/')
  })
})
describe('mayDeferBelowTheFold', () => {
  it('defers on a page reached by a link, never over server markup, on back or forward, or toward a hash', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    trackTraversals(history)
    // The first test hydrated the page: from here on, pages are rendered in the browser.
    expect(isPageHydrated()).toBe(true)
    history.push('/faq')
    expect([mayDeferBelowTheFold(), needsWholePage()]).toEqual([true, false])
    history.back()
    await expect.poll(() => history.location.pathname).toBe('/')
    expect([mayDeferBelowTheFold(), needsWholePage()]).toEqual([false, true])
    history.forward()
    await expect.poll(() => history.location.pathname).toBe('/faq')
    expect([mayDeferBelowTheFold(), needsWholePage()]).toEqual([false, true])
    history.push('/our-story#workshop')
    expect([mayDeferBelowTheFold(), needsWholePage()]).toEqual([false, true])
    history.push('/our-story')
    expect([mayDeferBelowTheFold(), needsWholePage()]).toEqual([true, false])
  })
})
