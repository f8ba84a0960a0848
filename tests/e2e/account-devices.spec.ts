import type { Page } from '@playwright/test'
import { emailsTo, linkIn } from '../server/mailbox'
import { expect, test } from './fixtures'

const dataDir = process.env.E2E_DATA_DIR!
const savedLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Saved items/ })
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ })

async function signIn(page: Page, email: string) {
  await page.goto('/account/sign-in')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('walnut shelf 1987')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
}

test('a second browser signed in to the account finds the same saved list and cart, merged with its own; signing out, or a session ended elsewhere, leaves neither in the browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = `devices-${Date.now()}@example.com`
  await page.goto('/account/register')
  await page.getByLabel('Name').fill('Ann')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Create my account' }).click()
  const url = linkIn((await emailsTo(dataDir, email, 1))[0]!.body, /\/account\//)
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel('New password', { exact: true }).fill('walnut shelf 1987')
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()

  // The first browser, signed in: a saved piece and a piece in the cart.
  await page.goto('/collections/living')
  await page.getByRole('button', { name: 'Save Ren oak coffee table' }).click()
  await page.goto('/collections/dining/products/juni-upholstered-dining-chair')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item')

  // The second browser saves a piece as a guest, then signs in: both lists and both carts join.
  const laptop = await browser.newContext()
  const other = await laptop.newPage()
  await other.goto('/collections/kova/products/kova-l-shape-ottoman?colour=moss-velvet&orientation=right')
  await other.getByRole('button', { name: 'Save Kova L-shape ottoman, Moss velvet, Right' }).click()
  await signIn(other, email)
  await expect(savedLink(other)).toHaveAccessibleName('Saved items (2)')
  await expect(cartButton(other)).toHaveAccessibleName('Cart, 1 item')

  // Back in the first browser, the list saved in the second is there.
  await page.goto('/saved')
  await expect(page.getByRole('listitem').filter({ hasText: 'Kova L-shape ottoman' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Ren oak coffee table' })).toBeVisible()

  await other.goto('/account')
  await other.getByRole('button', { name: 'Sign out' }).click()
  await expect(savedLink(other)).toHaveAccessibleName('Saved items')
  await expect(cartButton(other)).toHaveAccessibleName('Cart, empty')
  await laptop.close()

  // The account keeps its list; a session ended elsewhere (here: its cookie gone) leaves none of it behind.
  await page.reload()
  await expect(savedLink(page)).toHaveAccessibleName('Saved items (2)')
  await page.context().clearCookies()
  await page.reload()
  await expect(savedLink(page)).toHaveAccessibleName('Saved items')
})
