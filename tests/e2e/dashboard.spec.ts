import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startShop, type ShopProcess } from '../server/shopProcess'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient'
import { addAdministrator } from '../server/administrators'

// A shop of its own: what the owner changes here must not reach the other tests' shop.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
// The Dashboard is Vendure's app, not the shop's: no `data-interactive` to wait for.
test.use({ appStarts: false })

const OWNER = { SUPERADMIN_USERNAME: 'owner', SUPERADMIN_PASSWORD: 'dashboard-test-owner' }
const ARMCHAIR = { slug: 'kova-armchair', page: '/collections/kova/products/kova-armchair' }
let shop: ShopProcess
let owner: AdminClient

test.beforeAll(async () => {
  test.setTimeout(180_000)
  shop = await startShop({ env: OWNER })
  owner = await signInToAdminApi(`${shop.url}/admin-api`, OWNER.SUPERADMIN_USERNAME, OWNER.SUPERADMIN_PASSWORD)
})

test.afterAll(async () => {
  await shop?.stop()
  if (shop) rmSync(shop.dataDir, { recursive: true, force: true })
})

/** A new administrator of that role, with a password of their own. */
async function newAdministrator(email: string, roleCode: string): Promise<{ email: string; password: string }> {
  const password = `${email} passphrase`
  await addAdministrator(owner, { email, password }, roleCode)
  return { email, password }
}

async function signIn(page: Page, { email, password }: { email: string; password: string }, words: { signIn: string; home: string }) {
  await page.goto(`${shop.url}/dashboard/`)
  await page.getByRole('textbox').first().fill(email)
  await page.locator('input[type="password"]').fill(password)
  await page.getByRole('button', { name: words.signIn }).click()
  await expect(page.getByRole('heading', { name: words.home })).toBeVisible()
}

/** The Dashboard's money inputs carry no id for their label's `for`: found from the label's field. */
const priceField = (page: Page, currency: string) =>
  page
    .locator('label', { hasText: new RegExp(`^\\S+\\s*${currency}$`) })
    .locator('xpath=ancestor::*[.//input][1]')
    .locator('input')
    .first()

async function armchairVariant(): Promise<{ productId: string; variantId: string }> {
  const { product } = await owner<{ product: { id: string; variants: Array<{ id: string }> } }>(
    `query ($slug: String!) { product(slug: $slug) { id variants { id } } }`,
    { slug: ARMCHAIR.slug },
  )
  return { productId: product.id, variantId: product.variants[0]!.id }
}

test('the owner changes a price in dollars and yuan and a stock level in English; the shop shows them without a rebuild', async ({
  page,
}) => {
  const { variantId } = await armchairVariant()
  await signIn(page, { email: OWNER.SUPERADMIN_USERNAME, password: OWNER.SUPERADMIN_PASSWORD }, { signIn: 'Sign in', home: 'Insights' })
  await page.goto(`${shop.url}/dashboard/product-variants/${variantId}`)
  await priceField(page, 'USD').fill('777.00')
  await priceField(page, 'CNY').fill('5555.00')
  await page.getByLabel('Stock level', { exact: true }).fill('4')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled()

  await page.goto(`${shop.url}${ARMCHAIR.page}`)
  // The prerendered page shows the catalogue it was built with, then refetches it once hydrated: seconds on a busy host.
  await expect(page.getByText('$777').first()).toBeVisible({ timeout: 20_000 })
  await page.goto(`${shop.url}/zh${ARMCHAIR.page}`)
  await expect(page.getByText('¥5,555').first()).toBeVisible()
  const { productVariant } = await owner<{ productVariant: { stockOnHand: number } }>(
    `query ($id: ID!) { productVariant(id: $id) { stockOnHand } }`,
    {
      id: variantId,
    },
  )
  expect(productVariant.stockOnHand).toBe(4)
})

test('a browser that asks for Chinese gets the Dashboard in Chinese from the sign-in page on; the owner renames a product in Chinese', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'zh-CN' })
  const page = await context.newPage()
  try {
    const chen = await newAdministrator('chen@woodnest.example', '__super_admin_role__')
    await page.goto(`${shop.url}/dashboard/`)
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
    await signIn(page, chen, { signIn: '登录', home: '洞察' })

    const { productId } = await armchairVariant()
    await page.goto(`${shop.url}/dashboard/products/${productId}`)
    // The catalogue's own words in Chinese too: the name field holds the Chinese name.
    const name = page.locator('input[name$=".name"]').first()
    await expect(name).toHaveValue(/Kova/)
    await expect(name).toHaveValue(/[\u4e00-\u9fff]/)
    await name.fill('Kova 单人扶手椅（新）')
    await page.getByRole('button', { name: '更新' }).click()
    await expect(page.getByRole('button', { name: '更新' })).toBeDisabled()

    await page.goto(`${shop.url}/zh${ARMCHAIR.page}`, { waitUntil: 'load' })
    await expect(page.getByRole('heading', { level: 1, name: 'Kova 单人扶手椅（新）' })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('staff see a price but cannot change it: the Dashboard offers no Update, and the Admin API refuses', async ({ page }) => {
  const wei = await newAdministrator('wei@woodnest.example', 'staff')
  const { variantId } = await armchairVariant()
  await signIn(page, wei, { signIn: 'Sign in', home: 'Insights' })
  await page.goto(`${shop.url}/dashboard/product-variants/${variantId}`)
  await expect(priceField(page, 'USD')).toHaveValue('777.00')
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0)
  // The same change, sent from the Dashboard's page with the staff member's session.
  const refused = await page.evaluate(async (id) => {
    const response = await fetch('/admin-api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { updateProductVariants(input: [{ id: "${id}", price: 100 }]) { id } }` }),
    })
    return ((await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code
  }, variantId)
  expect(refused).toBe('FORBIDDEN')
})

test('the Dashboard has a CSP of its own, under which it runs without a violation; a sign-in from another origin is refused', async ({
  page,
  request,
}) => {
  const answer = await request.get(`${shop.url}/dashboard/`)
  const csp = answer.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(answer.headers()['x-robots-tag']).toContain('noindex')

  await page.addInitScript(() => {
    const seen: Array<string> = ((window as unknown as { cspViolations: Array<string> }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await signIn(page, { email: OWNER.SUPERADMIN_USERNAME, password: OWNER.SUPERADMIN_PASSWORD }, { signIn: 'Sign in', home: 'Insights' })
  // The sign-in page and Insights (its charts) were loaded above, the order list here; a violation on
  // any of them is also a console error, which fails the test (./fixtures.ts).
  await page.goto(`${shop.url}/dashboard/orders`)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { cspViolations: Array<string> }).cspViolations)).toEqual([])

  const forged = await request.post(`${shop.url}/admin-api`, {
    headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
    data: { query: `mutation { login(username: "owner", password: "${OWNER.SUPERADMIN_PASSWORD}") { __typename } }` },
  })
  expect(forged.status()).toBe(403)
})
