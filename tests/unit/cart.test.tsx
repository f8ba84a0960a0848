import { afterEach, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dispatchCart, removeUnsold } from '../../src/features/cart/cartStore'
import { renderApp } from '../renderApp'

afterEach(() => dispatchCart({ type: 'clear' }))

const addGhostAndArmchair = () => {
  dispatchCart({ type: 'add', sku: 'ghost-sofa/red', handle: 'ghost-sofa', quantity: 2 })
  dispatchCart({ type: 'add', sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 })
}

it('pieces no longer sold leave the cart with a notice at the checkout; the rest stays', async () => {
  addGhostAndArmchair()
  await renderApp('/checkout')
  expect(await screen.findByText('2 pieces in your cart are no longer sold and were removed.')).toBeVisible()
  const summary = screen.getByRole('region', { name: 'Your cart' })
  expect(await within(summary).findByText(/Kova armchair/)).toBeVisible()
  expect(within(summary).getAllByRole('listitem')).toHaveLength(1)
  // The drawer, mounted too, reports the same line: it is counted once.
  removeUnsold(['ghost-sofa/red'])
  expect(screen.getByText('2 pieces in your cart are no longer sold and were removed.')).toBeVisible()
})

it('says the same in Chinese', async () => {
  addGhostAndArmchair()
  await renderApp('/zh/checkout')
  expect(await screen.findByText('购物车中有 2 件商品已停售，已为您移除。')).toBeVisible()
})

it('a phone number with letters is refused with a message that shows what one looks like', async () => {
  dispatchCart({ type: 'add', sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 })
  await renderApp('/checkout')
  const phone = await screen.findByLabelText('Phone')
  await userEvent.type(phone, 'abc')
  await userEvent.click(screen.getByRole('button', { name: /Send/ }))
  expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription('Please enter a full phone number, like +1 415 555 0142.')
})
