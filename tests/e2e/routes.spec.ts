import { ROUTES, expect, test } from './fixtures'

for (const route of ROUTES) {
  test(`${route.path} shows its heading and selects ${route.nav ?? 'no'} nav entry`, async ({ page }) => {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const current = nav.locator('[aria-current="page"]')
    if (route.nav) {
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(route.nav)
    } else {
      await expect(current).toHaveCount(0)
    }
  })
}

test('each page is its own chunk, loaded when the shopper goes there', async ({ page }) => {
  const scripts: Array<string> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.some((path) => /\/faq-[\w-]+\.js$/.test(path))).toBe(false)
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  expect(scripts.some((path) => /\/faq-[\w-]+\.js$/.test(path))).toBe(true)
})

test('on a slow phone, links on screen fetch their pages only once the page is interactive', async ({ page }) => {
  test.slow()
  // Preloading while the page hydrates competes with it: on a loaded CI machine it did, by 8 KB of first-load JS; 20x makes the gap wide enough to see.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  const contactChunk = page.waitForRequest(/\/assets\/contact-us-[\w-]+\.js$/, { timeout: 30_000 })
  await page.goto('/')
  const requested = await contactChunk
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  const interactiveAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('shop:interactive')[0]!.startTime)
  await requested.response()
  expect(requested.timing().startTime).toBeGreaterThan(interactiveAt)
})
