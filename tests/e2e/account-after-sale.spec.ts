import { readFileSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { emailsTo } from '../server/mailbox'
import { signInAsOwner } from '../server/administrators'
import { deliverOrder } from '../server/orderSteps'
import { createAccount, journeys, placeOrder } from './accountJourneys'
import { expect, test } from './fixtures'

const dataDir = process.env.E2E_DATA_DIR!

/** The owner signed in to the Dashboard in English, in a browser context of their own. */
async function ownerDashboard(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US' })
  const dashboard = await context.newPage()
  const secrets = JSON.parse(readFileSync(`${dataDir}/secrets.json`, 'utf8')) as Record<string, string>
  await dashboard.goto('/dashboard/')
  await dashboard.getByRole('textbox').first().fill(secrets.superadminUsername!)
  await dashboard.locator('input[type="password"]').fill(secrets.superadminPassword!)
  await dashboard.getByRole('button', { name: 'Sign in' }).click()
  await expect(dashboard.getByRole('heading', { name: 'Insights' })).toBeVisible({ timeout: 30_000 })
  return { dashboard, close: () => context.close() }
}

test('en: a shopper cancels an order the shop has not confirmed yet, asked twice, and is emailed', async ({ page }) => {
  test.setTimeout(90_000)
  const journey = journeys.en
  const email = `cancel-${Date.now()}@example.com`
  await createAccount(page, journey, email, 'Ann')
  const code = await placeOrder(page, journey, email)
  await page.getByRole('link', { name: journey.account.link }).click()
  const order = page.getByRole('region', { name: new RegExp(code) })
  await order.getByRole('button', { name: 'Cancel this order' }).click()
  const question = order.getByRole('group', { name: `Cancel order ${code}? Its pieces go back on sale, and nothing is charged.` })
  await question.getByRole('button', { name: 'Keep the order' }).click()
  await expect(order.getByText('Placed: we will call you to confirm it')).toBeVisible()
  await order.getByRole('button', { name: 'Cancel this order' }).click()
  await question.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(order.getByRole('status')).toHaveText(`Order ${code} is cancelled. We have emailed you.`)
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(order.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0)
  const emails = await emailsTo(dataDir, email, 3)
  expect(emails[2]!.subject).toBe(`Your order ${code} is cancelled`)
})

test('zh: a shopper asks to return a delivered piece, the owner accepts it in the Dashboard, and the shopper sees the refund', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const journey = journeys.zh
  const email = `return-${Date.now()}@example.com`
  await createAccount(page, journey, email, '梅')
  const code = await placeOrder(page, journey, email)
  // The owner's steps to delivery, as the order-progress tests take them in the Dashboard.
  const admin = await signInAsOwner({ url: baseURL!, dataDir })
  const orderId = await deliverOrder(admin, code)

  await page.goto('/zh/account')
  const order = page.getByRole('region', { name: new RegExp(code) })
  await order.getByRole('button', { name: '申请退货' }).click()
  const form = order.getByRole('form', { name: `退回订单 ${code} 中的商品` })
  await form.getByRole('button', { name: '提交退货申请' }).click()
  await expect(form.getByRole('alert')).toHaveText('请至少选择一件要退的商品。')
  await form.getByLabel(/Juni/).selectOption('1')
  await form.getByLabel('退货原因').selectOption({ label: '收到时已损坏' })
  await form.getByLabel('还有什么要告诉我们的吗？（选填）').fill('椅腿有裂缝')
  await form.getByRole('button', { name: '提交退货申请' }).click()
  await expect(order.getByRole('status')).toHaveText('退货申请已提交。我们已给您发送邮件，并会尽快答复。')
  await expect(order.getByText('已申请退货：我们会通过邮件答复您')).toBeVisible()
  await expect(order.getByRole('button', { name: '申请退货' })).toHaveCount(0)

  const { dashboard, close } = await ownerDashboard(browser)
  try {
    await dashboard.goto(`/dashboard/orders/${orderId}`)
    const request = dashboard.getByRole('region', { name: 'Return request' })
    await expect(request.getByText('Arrived damaged')).toBeVisible({ timeout: 30_000 })
    await expect(request.getByText('椅腿有裂缝')).toBeVisible()
    await request.getByRole('button', { name: /^Accept and refund (CN)?¥[\d,.]+$/ }).click()
    await expect(request.getByText(/^Refund of (CN)?¥[\d,.]+ recorded in Vendure/)).toBeVisible({ timeout: 20_000 })
    await expect(dashboard.getByText(/^Return accepted: 1 ×/)).toBeVisible()
  } finally {
    await close()
  }

  await page.reload()
  await expect(order.getByText('退货已受理')).toBeVisible()
  await expect(order.getByText(/^我们将按您的付款方式退还 ¥/)).toBeVisible()
  // The account's link, the order, its four steps, then the request and its answer.
  const emails = await emailsTo(dataDir, email, 8)
  expect(
    emails
      .slice(-2)
      .map((sent) => sent.subject)
      .sort(),
  ).toEqual([`我们已收到订单 ${code} 的退货申请`, `订单 ${code} 的退货已受理`].sort())
})

test('en: a guest asks to be told when a sold-out colour is back; the owner restocks it and one email arrives', async ({
  page,
  baseURL,
}) => {
  const email = `back-${Date.now()}@example.com`
  await page.goto('/collections/living/products/nara-media-unit?colour=walnut')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  const ask = page.getByRole('form', { name: /^Sold out for now/ })
  await ask.getByRole('button', { name: 'Tell me when it is back' }).click()
  await expect(ask.getByRole('alert')).toHaveText('Please enter an email address like name@example.com.')
  await ask.getByLabel('Your email').fill(email)
  await ask.getByRole('button', { name: 'Tell me when it is back' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Done: we will email you once, when Nara/ })).toBeVisible()

  const owner = await signInAsOwner({ url: baseURL!, dataDir }, 'us')
  type Levels = { id: string; stockLevels: Array<{ stockLocationId: string; stockAllocated: number }> }
  const { productVariants } = await owner<{ productVariants: { items: Array<Levels> } }>(
    `{ productVariants(options: { filter: { sku: { eq: "nara-media-unit/walnut" } } }) { items { id stockLevels { stockLocationId stockAllocated } } } }`,
  )
  const variant = productVariants.items[0]!
  await owner(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
    input: [
      {
        id: variant.id,
        stockLevels: variant.stockLevels.map((level) => ({
          stockLocationId: level.stockLocationId,
          stockOnHand: level.stockAllocated + 3,
        })),
      },
    ],
  })
  const [sent] = await emailsTo(dataDir, email, 1)
  expect(sent!.subject).toMatch(/^Nara .* is back in stock$/)
  await page.waitForTimeout(2000)
  expect(await emailsTo(dataDir, email, 1)).toHaveLength(1)
})

test('en: a shopper downloads their data, then deletes the account; the owner finds the order without its personal details', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const journey = journeys.en
  const email = `erase-${Date.now()}@example.com`
  await createAccount(page, journey, email, 'Ann')
  const code = await placeOrder(page, journey, email)
  await page.getByRole('link', { name: journey.account.link }).click()
  const data = page.getByRole('region', { name: 'Your data' })
  const [file] = await Promise.all([page.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()])
  expect(file.suggestedFilename()).toMatch(/^woodnest-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const downloaded = JSON.parse(readFileSync(await file.path(), 'utf8')) as { account: { email: string }; orders: Array<{ code: string }> }
  expect(downloaded.account.email).toBe(email)
  expect(downloaded.orders.map((order) => order.code)).toEqual([code])

  await data.getByRole('button', { name: 'Delete my account' }).click()
  const erase = data.getByRole('form', { name: 'Delete my account' })
  await erase.getByLabel('Current password').fill('not my password')
  await erase.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(erase.getByRole('alert')).toHaveText('This is not your current password.')
  await erase.getByLabel('Current password').fill('walnut shelf 1987')
  await erase.getByRole('button', { name: 'Delete my account for good' }).click()
  // The order still awaits our call: it is cancelled (or delivered) first.
  await expect(erase.getByRole('alert')).toHaveText(/^An order of yours is still on its way/)
  const order = page.getByRole('region', { name: new RegExp(code) })
  await order.getByRole('button', { name: 'Cancel this order' }).click()
  await order.getByRole('button', { name: 'Yes, cancel the order' }).click()
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible()
  await erase.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible()

  const orderId = (
    await (
      await signInAsOwner({ url: baseURL!, dataDir })
    )<{ orders: { items: Array<{ id: string }> } }>(
      `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id } } }`,
      { code },
    )
  ).orders.items[0]!.id
  const { dashboard, close } = await ownerDashboard(browser)
  try {
    await dashboard.goto(`/dashboard/orders/${orderId}`)
    await expect(dashboard.getByText('Erased account').first()).toBeVisible({ timeout: 30_000 })
    await expect(dashboard.getByText(code).first()).toBeVisible()
    for (const personal of ['Ann Lee', '250 Valencia Street', email, '415 555 0142'])
      await expect(dashboard.getByText(personal)).toHaveCount(0)
  } finally {
    await close()
  }
})
