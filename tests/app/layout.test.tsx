import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../renderApp'

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' })
}

describe('top navigation', () => {
  it('lists the six entries in order', async () => {
    await renderApp('/faq')
    const names = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual(['Shop', 'Coming soon', 'Get the app', 'For business', 'Open API', 'Contact us'])
  })

  it.each([
    ['/', 'Shop'],
    ['/coming-soon', 'Coming soon'],
    ['/entCustom', 'For business'],
    ['/openapi', 'Open API'],
    ['/contact-us', 'Contact us'],
  ])('marks exactly one entry on %s', async (path, name) => {
    await renderApp(path)
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual([name])
  })

  it.each(['/download', '/coming-soon/test', '/faq', '/collections/sale'])('marks no entry on %s', async (path) => {
    await renderApp(path)
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'))
    expect(current).toEqual([])
  })
})

describe('mobile menu', () => {
  it('opens, keeps focus inside, and closes on Escape with focus back on the button', async () => {
    const user = userEvent.setup()
    await renderApp('/faq')
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')

    // The menu ends with the market after the links.
    const links = within(mainNav()).getAllByRole('link')
    links.at(-1)!.focus()
    await user.tab()
    const market = screen.getByRole('combobox', { name: 'Deliver to' })
    expect(market).toHaveFocus()
    await user.tab()
    expect(button).toHaveFocus()
    await user.tab({ shift: true })
    expect(market).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes when a link takes the shopper to another page', async () => {
    const user = userEvent.setup()
    await renderApp('/faq')
    const button = screen.getByRole('button', { name: 'Menu' })
    await user.click(button)
    await user.click(within(mainNav()).getByRole('link', { name: 'Contact us' }))
    await screen.findByRole('heading', { level: 1, name: 'Contact us' })
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'))
  })
})

describe('theme', () => {
  it('starts light and remembers the dark theme once chosen', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem('shop-theme')).toBe('dark')
  })

  it('follows a theme chosen in another tab', async () => {
    await renderApp('/')
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    act(() => {
      localStorage.setItem('shop-theme', 'dark')
      window.dispatchEvent(new StorageEvent('storage', { key: 'shop-theme' }))
    })
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('footer', () => {
  // What a shopper expects behind each link: the page it names.
  it.each([
    ['en', '/faq', 'Sale', 'Sale'],
    ['en', '/faq', 'Kova modular sofa', 'Kova modular sofa'],
    ['en', '/faq', 'Where is my order?', 'Where is my order?'],
    ['en', '/', 'Contact us', 'Contact us'],
    ['zh', '/zh/faq', 'Kova 模块沙发', 'Kova 模块沙发'],
    ['zh', '/zh/faq', '我的订单到哪了？', '我的订单到哪了？'],
  ])('(%s) opens the page each link names: %s → %s', async (_language, from, link, heading) => {
    const user = userEvent.setup()
    await renderApp(from)
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: link }))
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeVisible()
  })
})
