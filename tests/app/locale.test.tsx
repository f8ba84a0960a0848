import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider, useLingui } from '@lingui/react'
import { i18n } from '@lingui/core'
import { renderApp } from '../renderApp'

const h1 = () => screen.getByRole('heading', { level: 1 })
const mainNav = () => screen.getByRole('navigation', { name: /Main|主导航/ })

describe('prefix_except_default (the shipped strategy)', () => {
  it('serves English unprefixed and Chinese under /zh', async () => {
    await renderApp('/zh/faq')
    await waitFor(() => expect(h1()).toHaveTextContent('常见问题'))
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(document.cookie).toContain('i18n_redirected=zh')
    expect(within(mainNav()).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/zh/contact-us')
  })

  it('has no /en prefix: /en/faq is the 404 page', async () => {
    await renderApp('/en/faq')
    expect(h1()).toHaveTextContent('Page not found: /en/faq')
  })

  it('selects the nav entry of a prefixed path', async () => {
    await renderApp('/zh/openapi')
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: '开放 API' })).toHaveAttribute('aria-current', 'page'))
  })

  it('switches language in place: same path, query, hash and market, one new history entry', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/faq?x=1#warranty')
    const before = router.history.length
    await user.click(screen.getByRole('button', { name: '中文' }))
    await waitFor(() => expect(router.state.location.publicHref).toBe('/zh-us/faq?x=1#warranty'))
    expect(router.history.length).toBe(before + 1)
    expect(h1()).toHaveTextContent('常见问题')
    await waitFor(() => expect(document.title).toBe('常见问题 · 木巢家居'))
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en')

    router.history.back()
    await waitFor(() => expect(h1()).toHaveTextContent('Frequently asked questions'))
    expect(document.cookie).toContain('i18n_redirected=en')
  })

  it('rebuilds every link in the new language after a switch, and back', async () => {
    const user = userEvent.setup()
    await renderApp('/faq')
    await user.click(screen.getByRole('button', { name: '中文' }))
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/zh-us/contact-us'))
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: '常见问题' })).toHaveAttribute('href', '/zh-us/faq')
    await user.click(screen.getByRole('button', { name: 'English' }))
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us'))
  })

  it('formats prices in the shopper’s currency', async () => {
    await renderApp('/zh/collections/sale')
    await waitFor(() => expect(screen.getAllByText('¥1,290').length).toBeGreaterThan(0))
  })
})

describe('prefix_and_default', () => {
  it('serves English both unprefixed and under /en, Chinese under /zh', async () => {
    await renderApp('/en/faq', { strategy: 'prefix_and_default' })
    expect(h1()).toHaveTextContent('Frequently asked questions')
    expect(within(mainNav()).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us')
  })

  it('serves Chinese under /zh', async () => {
    await renderApp('/zh/videos', { strategy: 'prefix_and_default' })
    await waitFor(() => expect(h1()).toHaveTextContent('视频'))
  })
})

describe('no_prefix', () => {
  it('never puts the locale in the URL, and switching keeps the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/faq', { strategy: 'no_prefix' })
    await user.click(screen.getByRole('button', { name: '中文' }))
    await waitFor(() => expect(h1()).toHaveTextContent('常见问题'))
    expect(router.state.location.publicHref).toBe('/faq')
    expect(within(mainNav()).getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/contact-us')
  })

  it('treats /zh/faq as an unknown path', async () => {
    await renderApp('/zh/faq', { strategy: 'no_prefix' })
    expect(h1()).toHaveTextContent('Page not found: /zh/faq')
  })
})

describe('messages', () => {
  function Message({ id }: { id: string }) {
    const { i18n } = useLingui()
    return <p>{i18n._(id)}</p>
  }

  it('shows the id of a message that no catalog has', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Message id="checkout.giftWrap" />
      </I18nProvider>,
    )
    expect(screen.getByText('checkout.giftWrap')).toBeInTheDocument()
  })
})

describe('a catalog that fails to load', () => {
  it('is logged once, and the current language stays', async () => {
    vi.resetModules()
    vi.doMock('../../src/locales/zh/messages.po', () => {
      throw new Error('network down')
    })
    const { activateLocale, i18n: appI18n } = await import('../../src/lib/locale/i18n')
    await expect(activateLocale('en')).resolves.toBe(true)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(activateLocale('zh')).resolves.toBe(false)
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatch(/^Failed locale loading: /)
    expect(appI18n.locale).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    error.mockRestore()
    vi.doUnmock('../../src/locales/zh/messages.po')
  })
})
