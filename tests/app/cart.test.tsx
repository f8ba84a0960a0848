import { expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

withFreshCart()

// The cart this shop kept in localStorage before it ran on Vendure: one piece since withdrawn, one sold.
const savedCart = () =>
  localStorage.setItem(
    'shop-cart',
    JSON.stringify({
      version: 1,
      lines: [
        { sku: 'ghost-sofa/red', handle: 'ghost-sofa', quantity: 2 },
        { sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 },
      ],
    }),
  )

it('a saved cart moves into the order: pieces no longer sold leave with a notice at the checkout, the rest stays', async () => {
  savedCart()
  await renderApp('/checkout')
  expect(await screen.findByText('2 pieces in your cart are no longer sold and were removed.')).toBeVisible()
  const summary = await screen.findByRole('region', { name: 'Your cart' })
  expect(await within(summary).findByText(/Kova armchair/)).toBeVisible()
  expect(within(summary).getAllByRole('listitem')).toHaveLength(1)
  expect(localStorage.getItem('shop-cart')).toBeNull()
})

it('says the same in Chinese', async () => {
  savedCart()
  await renderApp('/zh/checkout')
  expect(await screen.findByText('购物车中有 2 件商品已停售，已为您移除。')).toBeVisible()
  expect(await within(await screen.findByRole('region', { name: '购物车' })).findByText(/Kova/)).toBeVisible()
})

it('a phone number with letters is refused with a message that shows what one looks like', async () => {
  await putInCart([{ sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }])
  await renderApp('/checkout')
  const phone = await screen.findByLabelText('Phone')
  await userEvent.type(phone, 'abc')
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription('Please enter a full phone number, like +1 415 555 0142.')
})

it('a saved cart whose move fails half-way is finished by the next read: nothing lost, nothing added twice', async () => {
  const { readCartWithSaved } = await import('../../src/lib/cart/legacyCart')
  localStorage.setItem(
    'shop-cart',
    JSON.stringify({
      version: 1,
      lines: [
        { sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 },
        { sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 2 },
      ],
    }),
  )
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The network drops as the second piece is looked up.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    typeof init?.body === 'string' && init.body.includes('kova-l-shape-ottoman')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : storefrontFetch(input, init),
  )
  await expect(readCartWithSaved(at('en'))).rejects.toThrow('Network error')
  // The saved cart stays whole until every line is in the order: the next read tops each piece up.
  expect(JSON.parse(localStorage.getItem('shop-cart')!).lines).toHaveLength(2)
  vi.stubGlobal('fetch', storefrontFetch)
  const cart = await readCartWithSaved(at('en'))
  expect(cart.lines.map(({ sku, quantity }) => [sku, quantity]).sort()).toEqual([
    ['kova-armchair/oat-boucle', 1],
    ['kova-l-shape-ottoman/oat-boucle/left', 2],
  ])
  expect(localStorage.getItem('shop-cart')).toBeNull()
  warn.mockRestore()
})
