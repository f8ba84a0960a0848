import { afterEach, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addToCart } from '../../src/lib/cart/orderApi'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

withFreshCart()
// Each test places or reads real orders on the engine, one request after another: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })
afterEach(() => sessionStorage.clear())

const FABRICS = ['oat-boucle', 'moss-velvet', 'charcoal-weave', 'sand-linen', 'rust-corduroy', 'ink-wool', 'clay-linen', 'sage-linen']
const swatch = (fabric: string) => ({ sku: `fabric-swatches/${fabric}`, handle: 'fabric-swatches', quantity: 1 })

it('every fabric is a free swatch: one goes into the cart at no cost, once', { timeout: 20_000 }, async () => {
  const swatchesPage = await renderApp('/swatches')
  const buttons = await screen.findAllByRole('button', { name: /^Add free swatch/ }, { timeout: 5_000 })
  expect(buttons).toHaveLength(FABRICS.length)
  await userEvent.click(screen.getByRole('button', { name: 'Add free swatch: Moss velvet' }))
  expect(await screen.findByRole('button', { name: 'In your cart' }, { timeout: 5_000 })).toHaveAttribute('aria-disabled', 'true')
  expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  // The drawer (a native dialog, which jsdom lacks) is tried in the browser tests; the checkout names the line.
  swatchesPage.unmount()
  await renderApp('/checkout')
  expect(await screen.findByText(/^1 × Fabric swatch: Moss velvet/, undefined, { timeout: 5_000 })).toBeVisible()
})

it('an order holds six different swatches at most, one of each, and says so in the shopper’s language', async () => {
  // The China market's cart: each market keeps its own.
  await putInCart(FABRICS.slice(0, 6).map(swatch), 'zh')
  const fetch = globalThis.fetch
  globalThis.fetch = storefrontFetch as typeof globalThis.fetch
  try {
    expect((await addToCart(at('zh'), swatch(FABRICS[6]!))).problem).toEqual({ kind: 'swatch-limit', sku: `fabric-swatches/${FABRICS[6]}` })
    expect((await addToCart(at('zh'), swatch(FABRICS[0]!))).problem).toEqual({ kind: 'swatch-twice', sku: `fabric-swatches/${FABRICS[0]}` })
  } finally {
    globalThis.fetch = fetch
  }
  await renderApp('/zh/swatches')
  expect(await screen.findByText('您的购物车已有六种样品，一个订单最多六种。', undefined, { timeout: 5_000 })).toBeVisible()
  for (const button of screen.getAllByRole('button', { name: /^加入免费样品/ })) expect(button).toHaveAttribute('aria-disabled', 'true')
})

it('swatches alone go by post for free, and the order is placed like any other', async () => {
  await putInCart([swatch('oat-boucle'), swatch('ink-wool')])
  await renderApp('/checkout')
  const tiers = await screen.findByRole('radiogroup', { name: 'Delivery' })
  const byPost = await within(tiers).findByRole('radio', { name: /Swatches by post/ }, { timeout: 5_000 })
  expect(byPost).toBeChecked()
  expect(within(tiers).getAllByRole('radio')).toHaveLength(1)
  expect(within(tiers).getByText('Free')).toBeVisible()
  for (const [label, value] of [
    ['Full name', 'Lin Mei'],
    ['Email', 'lin.mei@example.com'],
    ['Phone', '+1 212 555 0100'],
    ['Street and number', '1 Main Street'],
    ['Postcode', '10001'],
    ['City', 'New York'],
  ])
    await userEvent.type(screen.getByLabelText(label!, { exact: false, selector: 'input' }), value!)
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York')
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { name: /^Order WN-/ }, { timeout: 10_000 })).toBeVisible()
  expect(screen.getByText('Delivery: Swatches by post')).toBeVisible()
  expect(screen.getByText('Free')).toBeVisible()
})

it('a product page offers the swatch of the chosen fabric, and none for wood', async () => {
  const { unmount } = await renderApp('/collections/kova/products/kova-armchair?colour=rust-corduroy')
  await userEvent.click(await screen.findByRole('button', { name: 'Order a free swatch of Rust corduroy' }, { timeout: 5_000 }))
  expect(await screen.findByRole('button', { name: 'Cart, 1 item' }, { timeout: 5_000 })).toBeVisible()
  unmount()
  await renderApp('/collections/dining/products/linden-dining-chair?colour=smoked-oak')
  await screen.findByRole('form', { name: 'Delivery dates' }, { timeout: 5_000 })
  expect(screen.queryByRole('button', { name: /free swatch/ })).toBeNull()
})

it('a product page gives the dates for a postcode, in the shopper’s language, and says why a postcode has none', async () => {
  await renderApp('/zh/collections/kova/products/kova-armchair')
  const postcode = await screen.findByRole('textbox', { name: '何时送达？请输入邮政编码' }, { timeout: 5_000 })
  await userEvent.type(postcode, '200040')
  await userEvent.click(screen.getByRole('button', { name: '查看日期' }))
  expect(await screen.findByText(/^预计\d+月\d+日星期.至\d+月\d+日星期.送达。$/, undefined, { timeout: 5_000 })).toBeVisible()
  await userEvent.clear(postcode)
  await userEvent.type(postcode, '1234')
  await userEvent.click(screen.getByRole('button', { name: '查看日期' }))
  expect(await screen.findByText('美国邮编为 5 位数字（如 94103），中国邮政编码为 6 位数字（如 200040）。')).toBeVisible()
})
