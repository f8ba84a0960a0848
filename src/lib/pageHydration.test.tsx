import { beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouterHistory,
} from '@tanstack/react-router'

// Each test starts from a document not yet hydrated: the module's state is once per page load.
let hydration: typeof import('./pageHydration')
beforeEach(async () => {
  vi.resetModules()
  delete document.documentElement.dataset.interactive
  hydration = await import('./pageHydration')
})

function PageWithHead() {
  hydration.useMarkPageHydrated()
  return <h1>Home</h1>
}

// Two pages: the first bare (no `PageHead`) or with a head, nothing else of the shop's but the router.
function twoPages(history: RouterHistory, first: () => React.JSX.Element) {
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: first })
  const faq = createRoute({ getParentRoute: () => root, path: '/faq', component: () => <h1>FAQ</h1> })
  const router = createRouter({ routeTree: root.addChildren([home, faq]), history })
  hydration.markPageHydratedOnFirstRender(router)
  hydration.holdNavigationUntilHydrated(history)
  return router
}

describe('holdNavigationUntilHydrated', () => {
  for (const idle of [false, true]) {
    it(`holds a navigation until a bare page has rendered and the browser is ${idle ? 'idle' : 'a second on (no idle callback, as WebKit)'}, then lets it through`, async () => {
      if (idle) vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 50))
      const history = createMemoryHistory({ initialEntries: ['/'] })
      const router = twoPages(history, () => <p>Bare page</p>)
      await router.load()
      history.push('/faq')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(history.location.pathname).toBe('/')
      expect(hydration.isPageHydrated()).toBe(false)

      render(<RouterProvider router={router} />)
      expect(await screen.findByRole('heading', { name: 'FAQ' }, { timeout: 3_000 })).toBeVisible()
      expect(document.documentElement.dataset.interactive).toBe('')
      expect(hydration.isPageHydrated()).toBe(true)
      history.push('/')
      expect(history.location.pathname).toBe('/')
      vi.unstubAllGlobals()
    })
  }

  it('lets a page with a head go as it commits, without waiting for the fallback', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    const router = twoPages(history, PageWithHead)
    await router.load()
    render(<RouterProvider router={router} />)
    await screen.findByRole('heading', { name: 'Home' })
    // The fallback (no idle callback in jsdom) would take a second.
    await expect.poll(() => hydration.isPageHydrated(), { timeout: 300 }).toBe(true)
    expect(document.documentElement.dataset.interactive).toBe('')
  })
})

describe('mayRenderInSecondPass', () => {
  it('defers on a page reached by a link, never over server markup, on back or forward, or toward a hash', async () => {
    render(<PageWithHead />)
    await expect.poll(() => hydration.isPageHydrated()).toBe(true)
    const { mayRenderInSecondPass } = hydration
    const history = createMemoryHistory({ initialEntries: ['/'] })
    hydration.trackTraversals(history)
    history.push('/faq')
    expect(mayRenderInSecondPass()).toBe(true)
    history.back()
    await expect.poll(() => history.location.pathname).toBe('/')
    expect(mayRenderInSecondPass()).toBe(false)
    history.forward()
    await expect.poll(() => history.location.pathname).toBe('/faq')
    expect(mayRenderInSecondPass()).toBe(false)
    history.push('/our-story#workshop')
    expect(mayRenderInSecondPass()).toBe(false)
    history.push('/our-story')
    expect(mayRenderInSecondPass()).toBe(true)
  })
})
