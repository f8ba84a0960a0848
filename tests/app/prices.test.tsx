import { expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'

withFreshCart()

type Asked = { operation: string; variables: Record<string, unknown> }

/** The shop, with the English queries that `wanted` picks asked of the China market: Vendure then answers in yuan. */
const inYuan =
  (wanted: (asked: Asked) => boolean) =>
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname !== '/shop-api' || typeof init?.body !== 'string') return storefrontFetch(input, init)
    const { query, variables } = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> }
    const operation = /query (\w+)/.exec(query)?.[1] ?? ''
    if (url.searchParams.get('languageCode') === 'en' && wanted({ operation, variables })) {
      url.searchParams.set('currencyCode', 'CNY')
      url.searchParams.set('vendure-token', 'cn')
    }
    return storefrontFetch(url, init)
  }

/** The search index, answered as priced in yuan to an English page. */
async function searchInYuan(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await storefrontFetch(input, init)
  if (!String(input).endsWith('/en/search.json')) return response
  return Response.json({ ...((await response.json()) as object), currency: 'CNY' })
}
const everything = () => true
const products = ({ operation }: Asked) => operation === 'Product'

const DOLLARS = /^\$[\d,]+$/
const YUAN = /^CN¥[\d,]+$/

it('a collection prices its pieces and its price filter in the currency the API answered in', async () => {
  await renderApp('/collections/kova', { fetch: inYuan(everything) })
  const cards = await screen.findAllByRole('article')
  expect(within(cards[0]!).getAllByText(YUAN)[0]).toBeVisible()
  expect(screen.queryByText(DOLLARS)).toBeNull()
  // The bands follow the currency too: the yuan's lowest band ends at 2,000.
  expect(screen.getByRole('option', { name: 'Under CN¥2,000' })).toBeInTheDocument()
})

it('each price follows its own answer: a collection in dollars leads to a piece answered in yuan', async () => {
  await renderApp('/collections/kova', { fetch: inYuan(products) })
  const cards = await screen.findAllByRole('article')
  expect(within(cards[0]!).getAllByText(DOLLARS)[0]).toBeVisible()
  expect(screen.getByRole('option', { name: 'Under $300' })).toBeInTheDocument()

  await userEvent.click(within(cards[0]!).getByRole('link'))
  await screen.findByRole('heading', { level: 1, name: 'Kova three-seat sofa' }, { timeout: 5_000 })
  expect(screen.getAllByText(YUAN).length).toBeGreaterThan(0)
  expect(screen.queryByText(DOLLARS)).toBeNull()
})

it('the checkout adds up the order in its currency: dollars in English', async () => {
  await putInCart([{ sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 2 }])
  await renderApp('/checkout')
  const dollars = await screen.findByText('Subtotal')
  expect(await within(dollars.parentElement!).findByText(DOLLARS)).toBeVisible()
})

it('a cart belongs to its market: the China market keeps a cart of its own, and the US cart is there in Chinese too', async () => {
  await putInCart([
    { sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 1 },
    { sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 },
  ])
  await putInCart([{ sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }], 'zh')
  const { router } = await renderApp('/zh/checkout')
  const chinese = await screen.findByRole('region', { name: '购物车' }, { timeout: 5_000 })
  expect(await within(chinese).findAllByText(/^¥[\d,]+$/)).toHaveLength(2)
  expect(within(chinese).queryByText(DOLLARS)).toBeNull()
  // Whether prices include tax is each market's channel setting, read from Vendure.
  expect(await within(chinese).findByText(/^价格已含税。/)).toBeVisible()
  // The checkout's country is the market: a Chinese-speaking shopper delivering in the US pays in dollars.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '国家或地区' }), '美国')
  await waitFor(() => expect(router.state.location.publicHref).toBe('/zh-us/checkout'))
  await waitFor(() => expect(screen.queryAllByText(/^¥[\d,]+$/)).toHaveLength(0), { timeout: 5_000 })
  const summary = await screen.findByRole('region', { name: '购物车' }, { timeout: 5_000 })
  expect(await within(summary).findAllByText(/^US\$[\d,]+$/)).toHaveLength(3)
  expect(await within(summary).findByText(/^价格不含销售税。/)).toBeVisible()
  expect(document.cookie).toContain('shop_market=us')
})

it('shows a market’s prices in either language, before and after a language switch', async () => {
  const { router } = await renderApp('/zh-us/collections/sale')
  await waitFor(() => expect(screen.getAllByText(/^US\$[\d,]+$/).length).toBeGreaterThan(0), { timeout: 5_000 })
  expect(screen.queryByText(/¥/)).toBeNull()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\p{Script=Han}/u)
  await userEvent.click(screen.getByRole('button', { name: 'English' }))
  await waitFor(() => expect(router.state.location.publicHref).toBe('/collections/sale'))
  expect(screen.getAllByText(DOLLARS).length).toBeGreaterThan(0)
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deliver to' }), 'China (mainland)')
  await waitFor(() => expect(router.state.location.publicHref).toBe('/en-cn/collections/sale'))
  await waitFor(() => expect(screen.getAllByText(YUAN).length).toBeGreaterThan(0), { timeout: 5_000 })
  expect(screen.queryByText(DOLLARS)).toBeNull()
  expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/en-cn/contact-us',
  )
}, 15_000)

it('the search suggests pieces priced in the currency of its index', async () => {
  await renderApp('/faq', { fetch: searchInYuan })
  await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'sofa')
  const option = await screen.findByRole('option', { name: /Kova three-seat sofa/ }, { timeout: 5_000 })
  expect(within(option).getByText(YUAN)).toBeInTheDocument()
})
