import { vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { createAppRouter } from '../src/router'
import { createQueryClient } from '../src/lib/queryClient'
import { ShopApp } from '../src/ShopApp'
import { LOCALE_ROUTING } from '../src/lib/locale/config'
import { localeOfPath, type Strategy } from '#domain/locale/strategy'
import { activateLocale } from '../src/lib/locale/i18n'
import { storefrontFetch } from './storefrontFetch'

/** Renders the whole shop (the production provider tree, route tree, layout and catalogs) at a URL, in memory. */
export async function renderApp(
  url: string,
  { strategy, fetch = storefrontFetch }: { strategy?: Strategy; fetch?: typeof storefrontFetch } = {},
) {
  vi.stubGlobal('fetch', vi.fn(fetch))
  const queryClient = createQueryClient()
  const localeRouting = { ...LOCALE_ROUTING, strategy: strategy ?? LOCALE_ROUTING.strategy }
  // As the shop starts (src/startShop.tsx): the address's language is active before the router reads the address.
  const locale = localeOfPath(new URL(url, 'http://shop.test').pathname, localeRouting)
  if (locale) await activateLocale(locale)
  const router = createAppRouter({ queryClient, i18n, history: createMemoryHistory({ initialEntries: [url] }), localeRouting })
  const view = render(<ShopApp router={router} i18n={i18n} />)
  // Route modules are transformed on first use: a busy 2-core CI machine needs more than the default second.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })
  return { router, queryClient, ...view }
}
