import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './axe'

test.use({ viewport: { width: 1280, height: 700 } })

const questions = (page: Page) => page.locator('details.faq-item')

test('/faq#<id> opens that question and scrolls to it, below the sticky header', async ({ page }) => {
  await page.goto('/faq#instalments')
  const question = page.locator('details#instalments')
  await expect(question).toHaveAttribute('open', '')
  await expect(question).toBeInViewport()
  await expect(question.getByText(/Not at the moment/)).toBeVisible()
  const header = (await page.locator('.site-header').boundingBox())!
  await expect.poll(async () => Math.round((await question.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.round(header.height))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await expect(page.locator('details#payment')).not.toHaveAttribute('open', '')
})

test('a hash change inside the page opens the question it names', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => {
    location.hash = 'invoices'
  })
  await expect(page.locator('details#invoices')).toHaveAttribute('open', '')
  await expect(page.locator('details#invoices')).toBeInViewport()
})

test('the filter narrows the questions as the shopper types (English)', async ({ page }) => {
  test.slow() // axe over the whole page
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const total = await questions(page).count()
  expect(total).toBeGreaterThanOrEqual(15)
  const search = page.getByRole('searchbox', { name: 'Search the questions' })
  const count = page.getByRole('search', { name: 'Search the questions' }).getByRole('status')

  await search.pressSequentially('covers')
  await expect(count).toHaveText(/^\d+ questions? match(es)?$/)
  const shown = await questions(page).count()
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(total)
  await expect(count).toHaveText(`${shown} question${shown === 1 ? ' matches' : 's match'}`)
  await expect(page.getByText('Can I wash the Kova covers?')).toBeVisible()
  await expect(page.getByText('Which payment methods do you accept?')).toBeHidden()

  await search.fill('zebra')
  await expect(page.getByRole('heading', { name: 'No question matches your search' })).toBeVisible()
  await expect(count).toHaveText('0 questions match')
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Show all questions' }).click()
  await expect(questions(page)).toHaveCount(total)
})

test('the filter matches Chinese on /zh/faq', async ({ page }) => {
  await page.goto('/zh/faq')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('常见问题')
  const total = await questions(page).count()
  await page.getByRole('searchbox').fill('退货')
  await expect(page.getByText('如何申请退货？')).toBeVisible()
  await expect(page.getByText('支持哪些付款方式？')).toBeHidden()
  await expect.poll(() => questions(page).count()).toBeLessThan(total)
  // Words need not be next to each other: 发票 and 开具 are both in one answer.
  await page.getByRole('searchbox').fill('发票开具')
  await expect(questions(page)).toHaveCount(1)
  await expect(page.getByText('可以开具增值税发票吗？')).toBeVisible()
})
