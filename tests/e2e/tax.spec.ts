import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const amount = async (row: Locator) => Number(((await row.locator('span, strong').last().textContent()) ?? '').replace(/[^\d.]/g, ''))
const row = (summary: Locator, label: string | RegExp) => summary.getByRole('paragraph').filter({ hasText: label })

async function toCheckout(page: Page, productPage: string, add: string, cart: string, checkout: string) {
  await page.goto(productPage)
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('button', { name: add, exact: true }).click()
  await page.getByRole('dialog', { name: cart }).getByRole('link', { name: checkout }).click()
}

test('a Chinese-speaking shopper orders to California in dollars, with the state’s sales tax shown before placing', async ({ page }) => {
  test.setTimeout(60_000)
  await toCheckout(page, '/zh-us/collections/kova/products/kova-armchair', '加入购物车', '购物车', '去结算')
  const summary = page.getByRole('region', { name: '购物车' })
  await expect(row(summary, '按收货州计算')).toBeVisible()
  const fields = {
    姓名: '林梅',
    手机号码: '+1 415 555 0142',
    街道与门牌号: '250 Valencia Street',
    邮政编码: '94103',
    城市: 'San Francisco',
  }
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('电子邮箱', { exact: true }).fill(`tax-${Date.now()}@example.com`)
  await page.getByLabel('州', { exact: true }).selectOption({ label: '加利福尼亚州' })

  // Before placing: California's 7.25 % on the pieces, in US dollars, and a total that adds it.
  const tax = row(summary, '销售税（7.25%）')
  await expect(tax).toContainText('US$')
  const subtotal = await amount(row(summary, /^小计/))
  expect(await amount(tax)).toBeCloseTo(Math.round(subtotal * 7.25) / 100, 2)
  const delivery = await amount(row(summary, /^配送/))
  expect(await amount(row(summary, /^合计/))).toBeCloseTo(subtotal + (await amount(tax)) + delivery, 2)

  await page.getByRole('button', { name: '提交订单' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '谢谢！订单已提交' })).toBeVisible()
  await expect(page.getByText('销售税（7.25%）')).toBeVisible()
  await expect(page.getByText('San Francisco, CA 94103')).toBeVisible()
})

test('an English-speaking shopper orders to Shanghai in yuan, VAT included, with a company’s 发票', async ({ page }) => {
  test.setTimeout(60_000)
  await toCheckout(page, '/en-cn/collections/kova/products/kova-armchair', 'Add to cart', 'Your cart', 'Checkout')
  const summary = page.getByRole('region', { name: 'Your cart' })
  const vat = row(summary, 'Tax included (13%)')
  await expect(vat).toContainText('¥')
  // The VAT within the prices: 13 % of the price before it.
  const subtotal = await amount(row(summary, /^Subtotal/))
  expect(await amount(vat)).toBeCloseTo(subtotal - subtotal / 1.13, 0)
  const fields = {
    'Full name': 'Ann Lee',
    Phone: '138 0013 8000',
    'Street and number': '88 West Nanjing Road',
    Postcode: '200040',
    City: 'Shanghai',
    District: "Jing'an",
  }
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(`fapiao-${Date.now()}@example.com`)
  await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Shanghai' })
  await page.getByLabel('Invoice (fapiao)').selectOption({ label: 'To a company' })
  await page.getByLabel('Invoice title').fill('Woodnest Shanghai Ltd')
  await page.getByLabel('Company tax number').fill('91350100M000100Y43')

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you: your order is placed' })).toBeVisible()
  await expect(page.getByText('Tax included (13%)')).toBeVisible()
  await expect(page.getByText('to Woodnest Shanghai Ltd, tax number 91350100M000100Y43')).toBeVisible()
})
