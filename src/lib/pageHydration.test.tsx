import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { firstPageHydrated, holdNavigationUntilHydrated, usePageHydrated } from './pageHydration'

function Page() {
  usePageHydrated()
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
    expect(firstPageHydrated()).toBe(false)

    render(<Page />)
    await expect.poll(() => history.location.pathname).toBe('/faq')
    expect(document.documentElement.dataset.interactive).toBe('')
    expect(firstPageHydrated()).toBe(true)

    history.push('/contact-us')
    expect(history.location.pathname).toBe('/contact-us')
  })
})
