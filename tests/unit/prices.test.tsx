import { expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'

/** The storefront API, answering its English resources in yuan. */
async function englishInYuan(input: RequestInfo | URL): Promise<Response> {
  const response = await storefrontFetch(input)
  if (!response.ok || !String(input).includes('/api/v1/en/')) return response
  const body = (await response.json()) as { currency?: string }
  return Response.json({ ...body, currency: 'CNY' })
}

it('a collection prices its pieces and its price filter in the currency the API answered in', async () => {
  await renderApp('/collections/kova', { fetch: englishInYuan })
  const cards = await screen.findAllByRole('article')
  expect(within(cards[0]!).getByText(/^CN¥[\d,]+$/)).toBeVisible()
  expect(screen.queryByText(/^\$[\d,]+$/)).toBeNull()
  // The bands follow the currency too: the yuan's lowest band ends at 2,000.
  expect(screen.getByRole('option', { name: 'Under CN¥2,000' })).toBeInTheDocument()
})

it('a product page prices the piece and what goes with it in the currency the API answered in', async () => {
  await renderApp('/collections/kova/products/kova-l-shape-ottoman', { fetch: englishInYuan })
  expect(await screen.findAllByText(/^CN¥[\d,]+$/)).not.toHaveLength(0)
  expect(screen.queryByText(/^\$[\d,]+$/)).toBeNull()
})

it('the same pages priced in dollars when the API answers in dollars', async () => {
  await renderApp('/collections/kova')
  const cards = await screen.findAllByRole('article')
  expect(within(cards[0]!).getByText(/^\$[\d,]+$/)).toBeVisible()
  expect(screen.getByRole('option', { name: 'Under $300' })).toBeInTheDocument()
})
