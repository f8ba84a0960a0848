import { afterEach, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'

withFreshCart()
afterEach(() => sessionStorage.clear())
vi.setConfig({ testTimeout: 20_000 })

it('a postcode a shopper got dates for on a product page is not asked again: the next piece and the checkout have it', async () => {
  const user = userEvent.setup()
  const first = await renderApp('/collections/kova/products/kova-armchair')
  const postcode = await screen.findByRole('textbox', { name: 'When would it arrive? Your postcode' }, { timeout: 5_000 })
  expect(postcode).toHaveValue('')
  await user.type(postcode, '94103')
  await user.click(screen.getByRole('button', { name: 'See dates' }))
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  first.unmount()

  const next = await renderApp('/collections/kova/products/kova-l-shape-ottoman')
  expect(await screen.findByRole('textbox', { name: 'When would it arrive? Your postcode' }, { timeout: 5_000 })).toHaveValue('94103')
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  next.unmount()

  await putInCart([{ sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }])
  await renderApp('/checkout')
  expect(await screen.findByRole('textbox', { name: 'Postcode' }, { timeout: 5_000 })).toHaveValue('94103')
})

it('a postcode the checkout gave dates for is the one the product pages then ask about', async () => {
  const user = userEvent.setup()
  await putInCart([{ sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }])
  const checkout = await renderApp('/checkout')
  const postcode = await screen.findByRole('textbox', { name: 'Postcode' }, { timeout: 5_000 })
  await user.clear(postcode)
  await user.type(postcode, '10001')
  // Remembered once the answer for this postcode (not a kept earlier one) has come.
  await waitFor(() => expect(localStorage.getItem('shop-delivery-postcode')).toBe('10001'), { timeout: 5_000 })
  checkout.unmount()

  await renderApp('/collections/kova/products/kova-armchair')
  expect(await screen.findByRole('textbox', { name: 'When would it arrive? Your postcode' }, { timeout: 5_000 })).toHaveValue('10001')
})
