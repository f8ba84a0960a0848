import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import { FAILED_RESOURCE, expect, test } from './fixtures'

/** Rows the shop stored in Vendure's database whose payload mentions `marker` (each test uses its own). */
function storedRows(marker: string): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'vendure.sqlite'), { readOnly: true })
  try {
    const row = db.prepare('SELECT COUNT(*) AS n FROM submission WHERE payload LIKE ?').get(`%${marker}%`) as { n: number }
    return row.n
  } finally {
    db.close()
  }
}

const unique = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

async function fillContact(page: Page, marker: string) {
  await page.getByLabel('Your name').fill('Mei Lin')
  await page.getByLabel('Email').fill(`${marker}@example.com`)
  await page.getByLabel('What is it about?').selectOption('delivery')
  await page.getByLabel('Your message').fill('When will my Kova sofa arrive, please?')
}

test.describe('the contact form', () => {
  test('an empty submit shows the errors and focuses the first field', async ({ page }) => {
    await page.goto('/contact-us')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields')
    await expect(page.getByLabel('Your name')).toBeFocused()
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a valid submit is stored and confirmed with a reference', async ({ page }) => {
    const marker = unique()
    await page.goto('/contact-us')
    await fillContact(page, marker)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(/Your reference is MSG-[A-Z0-9]{8}\./)).toBeVisible()
    expect(storedRows(marker)).toBe(1)
  })

  test('with the API unreachable, what was typed stays and a retry succeeds', async ({ page, expectConsole }) => {
    expectConsole(FAILED_RESOURCE) // the browser's note of the aborted request
    const marker = unique()
    await page.goto('/contact-us')
    await fillContact(page, marker)
    await page.route('**/api/v1/contact-requests', (route) => route.abort())
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('We could not reach our server.', { exact: false })).toBeVisible()
    await expect(page.getByLabel('Your message')).toHaveValue('When will my Kova sofa arrive, please?')
    await page.unroute('**/api/v1/contact-requests')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(/Your reference is MSG-/)).toBeVisible()
    expect(storedRows(marker)).toBe(1)
  })

  test('a double click stores one request', async ({ page }) => {
    const marker = unique()
    await page.goto('/contact-us')
    await fillContact(page, marker)
    await page.getByRole('button', { name: 'Send message' }).dblclick()
    await expect(page.getByText(/Your reference is MSG-/)).toBeVisible()
    expect(storedRows(marker)).toBe(1)
  })

  test('the confirmation keeps the place of the form: nothing below moves up', async ({ page }) => {
    await page.goto('/contact-us')
    await fillContact(page, unique())
    const form = await page.getByRole('form', { name: 'Send us a message' }).boundingBox()
    const footerTop = async () => (await page.getByRole('contentinfo').boundingBox())!.y
    const footerBefore = await footerTop()
    await page.getByRole('button', { name: 'Send message' }).click()
    const confirmation = page.getByRole('status').filter({ hasText: /Your reference is MSG-/ })
    await expect(confirmation).toBeVisible()
    expect(await footerTop()).toBeGreaterThanOrEqual(footerBefore)
    // The box is as tall as its text, not a bordered box the height of the whole form.
    expect((await confirmation.boundingBox())!.height).toBeLessThan(form!.height / 2)
  })

  test('a draft survives a reload', async ({ page }) => {
    await page.goto('/contact-us')
    await page.getByLabel('Your message').fill('A half-written message')
    await page.reload()
    await expect(page.getByLabel('Your message')).toHaveValue('A half-written message')
  })
})

async function fillInquiry(page: Page, marker: string, pieces: string) {
  await page.getByRole('textbox', { name: 'Company' }).fill('Harbour Hotel')
  await page.getByLabel('Contact name').fill('Sam Ortiz')
  await page.getByLabel('Work email').fill(`${marker}@example.com`)
  await page.getByLabel('Phone').fill('+1 415 555 0199')
  await page.getByLabel('Country or region').fill('United States')
  await page.getByLabel('Type of project').selectOption('hotel')
  await page.getByLabel('Number of pieces').fill(pieces)
  await page.getByLabel('Budget (US dollars)').selectOption('50k-200k')
  await page.getByLabel('When do you need it?').selectOption('3-6-months')
  await page.getByLabel('Tell us about the project').fill('Sixty lounge chairs for a renovated lobby.')
}

test('the business inquiry: errors, then a stored inquiry', async ({ page }) => {
  const marker = unique()
  await page.goto('/entCustom')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByRole('textbox', { name: 'Company' })).toBeFocused()
  await fillInquiry(page, marker, '5')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByLabel('Number of pieces')).toBeFocused()
  await expect(page.getByText('Number of pieces: This is below the minimum.')).toBeVisible()
  await page.getByLabel('Number of pieces').fill('60')
  await page.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(page.getByText(/Your reference is MSG-/)).toBeVisible()
  expect(storedRows(marker)).toBe(1)
})

test('sent from the foot of a long form on a phone, the confirmation shows on screen without moving the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto('/entCustom')
  await fillInquiry(page, unique(), '60')
  const send = page.getByRole('button', { name: 'Send inquiry' })
  await send.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => scrollY)
  await send.click()
  const confirmation = page.getByRole('status').filter({ hasText: /Your reference is MSG-/ })
  await expect(confirmation).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => scrollY)).toBe(scrolled)
})

test('the launch notification needs consent, then is stored', async ({ page }) => {
  const marker = unique()
  await page.goto('/coming-soon')
  await page.getByLabel('Email', { exact: true }).fill(`${marker}@example.com`)
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText('Please tick this box to continue.').first()).toBeVisible()
  await page.getByLabel(/email me when Aster launches/).check()
  await page.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByText(/You are on the list/)).toBeVisible()
  expect(storedRows(marker)).toBe(1)
})

/** Orders placed in Vendure's database with `marker` in the customer's email. */
function placedOrders(marker: string): Array<{ code: string; state: string }> {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'vendure.sqlite'), { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT o.code, o.state FROM "order" o JOIN customer c ON c.id = o.customerId WHERE c.emailAddress LIKE ? AND o.orderPlacedAt IS NOT NULL`,
      )
      .all(`%${marker}%`) as Array<{ code: string; state: string }>
  } finally {
    db.close()
  }
}

test('checkout: a lost answer to "Place order" neither loses nor repeats the order; a double click places one', async ({
  page,
  expectConsole,
}) => {
  expectConsole(FAILED_RESOURCE) // the browser's note of the request the test cut off
  const marker = unique()
  await page.goto('/collections/kova/products/kova-l-shape-ottoman')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  await expect(page.getByRole('region', { name: 'Your cart' }).getByText('1 × Kova L-shape ottoman')).toBeVisible()
  await page.getByLabel('Full name').fill('Mei Lin')
  await page.getByLabel('Email', { exact: true }).fill(`${marker}@example.com`)
  await page.getByLabel('Phone').fill('+1 415 555 0142')
  await page.getByLabel('Street and number').fill('88 Market Street')
  await page.getByLabel('Postcode').fill('94105')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'California' })
  await expect(page.getByText(/^Arrives between/)).toBeVisible()
  await page.getByRole('radio', { name: /To the room, assembled/ }).check()

  // The payment reaches Vendure, which places the order; the answer is lost on the way back.
  await page.route('**/shop-api*', async (route) => {
    if (!route.request().postData()?.includes('addPaymentToOrder')) return route.fallback()
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.getByRole('button', { name: 'Place order' }).dblclick()
  await expect(page.getByText(/We could not reach our server/)).toBeVisible()
  expect(placedOrders(marker)).toHaveLength(1)

  await page.unroute('**/shop-api*')
  await page.getByRole('button', { name: 'Try again' }).click()
  const [order] = placedOrders(marker)
  await expect(page.getByRole('heading', { name: `Order ${order!.code}` })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you: your order is placed')
  await expect(page).toHaveURL(new RegExp(`/order/${order!.code}$`))
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible()
  expect(placedOrders(marker)).toEqual([{ code: order!.code, state: 'PaymentAuthorized' }])

  // Reloaded, the confirmation is still this session's.
  await page.reload()
  await expect(page.getByRole('heading', { name: `Order ${order!.code}` })).toBeVisible()
})
