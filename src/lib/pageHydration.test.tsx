import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import {
  isPageHydrated,
  holdNavigationUntilHydrated,
  mayDeferBelowTheFold,
  needsWholePage,
  trackTraversals,
  useMarkPageHydrated,
} from './pageHydration'

function Page() {
  useMarkPageHydrated()
  return <h1>Page</h1>
}

describe('holdNavigationUntilHydrated', () => {
  it('holds a navigation until the page has committed, then lets it and later ones through at once', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] })
    holdNavigationUntilHydrated(history)
    history.push('/faq')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(history.location.pathname).toBe('/')
    expect(document.documentElement.dataset.interactive).toBeUndefined()
    expect(isPageHydrated()).toBe(false)

    render(<Page />)
    await expect.poll(() => history.location.pathname).toBe('/faq')
    expect(document.documentElement.dataset.interactive).toBe('')
    expect(isPageHydrated()).toBe(true)

    history.push('/contact-us')
    expect(history.location.pathname).toBe('/contact-us')
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
