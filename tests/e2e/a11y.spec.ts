import AxeBuilder from '@axe-core/playwright'
import { letTheMetaArrive } from './faultChecks'
import type { Page } from '@playwright/test'
import { ROUTES, expect, test } from './fixtures'

const WIDTHS = [375, 1440] as const
const PAGES = [...ROUTES.map((route) => route.path), '/checkout', '/nope']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

for (const width of WIDTHS) {
  for (const locale of ['en', 'zh'] as const) {
    test(`every page passes axe at ${width} px in ${locale}`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      const found: Array<string> = []
      for (const path of PAGES) {
        await page.goto(locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`))
      }
      expect(found).toEqual([])
    })
  }
}

test('open states pass axe: mobile menu, cart drawer with items, a form with errors', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/collections/kova/products/kova-l-shape-ottoman')
  await page.getByRole('button', { name: 'Menu' }).click()
  expect(await violations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

// The notice appears over any page after the hourly check finds a newer build (see freshness.spec.ts).
const NOTICE = { en: 'A new version of the shop is available.', zh: '网站已发布新版本。' } as const
for (const width of WIDTHS) {
  for (const locale of ['en', 'zh'] as const) {
    test(`the update notice passes axe at ${width} px in ${locale}`, async ({ page }) => {
      await page.clock.install()
      await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))
      await page.setViewportSize({ width, height: 900 })
      const metaArrived = letTheMetaArrive(page)
      await page.goto(locale === 'zh' ? '/zh/faq' : '/faq')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await metaArrived()
      await page.clock.runFor(60 * 60 * 1000 + 5_000)
      await expect(page.getByText(NOTICE[locale])).toBeVisible()
      await expect(page.locator('.update-notice button')).toBeVisible()
      await page.clock.resume() // axe waits on timers of its own; a paused clock would stall it
      expect(await violations(page)).toEqual([])
    })
  }
}

// A redeploy both announces a new build and can leave the cart's old code missing: the two
// notices then show at once, each readable and usable, neither covering the other.
for (const width of WIDTHS) {
  test(`the “cart could not open” notice and the update notice show together and pass axe at ${width} px`, async ({
    page,
    expectConsole,
  }) => {
    expectConsole(/^The cart could not open:/, /^Failed to load resource/, /Failed to fetch dynamically imported module/)
    await page.clock.install()
    await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))
    await page.route(/\/CartDrawer-[\w-]+\.js$/, (route) => route.abort())
    await page.setViewportSize({ width, height: 800 })
    const metaArrived = letTheMetaArrive(page)
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await metaArrived()
    await page.clock.runFor(60 * 60 * 1000 + 5_000)
    const update = page.locator('.update-notice')
    await expect(update).toContainText(NOTICE.en)
    await page.getByRole('button', { name: 'Cart, empty' }).click()
    const cart = page.getByRole('alert').filter({ hasText: 'Your cart could not be opened' })
    await expect(cart).toBeVisible()
    const [a, b] = [(await update.boundingBox())!, (await cart.boundingBox())!]
    const apart = a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width
    expect(apart, `update notice ${JSON.stringify(a)} and cart notice ${JSON.stringify(b)} overlap`).toBe(true)
    // Both fully in view, the cart's under the header it belongs to.
    const header = (await page.locator('.site-header').boundingBox())!
    expect(b.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(a.y + a.height).toBeLessThanOrEqual(800)
    await page.clock.resume() // axe waits on timers of its own; a paused clock would stall it
    expect(await violations(page)).toEqual([])
  })
}
