import { afterEach, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dispatchCart } from '../../src/features/cart/cartStore'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'

afterEach(() => dispatchCart({ type: 'clear' }))

type Asked = { operation: string; variables: Record<string, unknown> }

/** The shop, with the Shop API asked for yuan by the English queries that `wanted` picks: Vendure then answers in yuan. */
const inYuan =
  (wanted: (asked: Asked) => boolean) =>
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname !== '/shop-api' || typeof init?.body !== 'string') return storefrontFetch(input, init)
    const { query, variables } = JSON.parse(init.body) as { query: string; variables: Record<string, unknown> }
    const operation = /query (\w+)/.exec(query)?.[1] ?? ''
    if (url.searchParams.get('languageCode') === 'en' && wanted({ operation, variables })) url.searchParams.set('currencyCode', 'CNY')
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

it('the checkout adds up the cart in the currency its pieces were answered in', async () => {
  dispatchCart({ type: 'add', sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 2 })
  await renderApp('/checkout', { fetch: inYuan(products) })
  const subtotal = await screen.findByText('Subtotal')
  expect(await within(subtotal.parentElement!).findByText(YUAN)).toBeVisible()
})

it('a cart of pieces answered in two currencies adds up each currency apart', async () => {
  dispatchCart({ type: 'add', sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 1 })
  dispatchCart({ type: 'add', sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 })
  await renderApp('/checkout', { fetch: inYuan(({ variables }) => variables.slug === 'kova-l-shape-ottoman') })
  const subtotal = await screen.findByText('Subtotal')
  // In the cart's order: the ottoman answered in yuan, the armchair in dollars.
  expect(await within(subtotal.parentElement!).findByText(/^CN¥[\d,]+ \+ \$890$/)).toBeVisible()
})

it('the search suggests pieces priced in the currency of its index', async () => {
  await renderApp('/faq', { fetch: searchInYuan })
  await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'sofa')
  const option = await screen.findByRole('option', { name: /Kova three-seat sofa/ }, { timeout: 5_000 })
  expect(within(option).getByText(YUAN)).toBeInTheDocument()
})
