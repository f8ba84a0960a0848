import type { Page } from '@playwright/test'
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

/** The scripts a prerendered page's HTML asks for: everything its first load needs. */
async function scriptsListed(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  return new Set([...html.matchAll(/<link rel="x-shop-(?:entry|preload)" href="([^"]+)"/g)].map(([, href]) => href!))
}

test('each page is its own chunk, loaded when the shopper goes there', async ({ page }) => {
  const home = await scriptsListed(page, '/')
  const faqOnly = [...(await scriptsListed(page, '/faq'))].filter((script) => !home.has(script))
  expect(faqOnly.length, 'the FAQ page has code the home page does not load').toBeGreaterThan(0)
  const scripts: Array<string> = []
  page.on('request', (request) => void scripts.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  expect(scripts).toEqual(expect.arrayContaining(faqOnly))
})

test('on a slow phone, links on screen fetch their pages only once the page is interactive', async ({ page }) => {
  test.slow()
  // Preloading while the page hydrates competes with it: on a loaded CI machine it added 8 KB to
  // the first load of `/`. 20x CPU makes the gap between the layout and the content wide enough.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  const home = await scriptsListed(page, '/')
  const contactOnly = [...(await scriptsListed(page, '/contact-us'))].filter((script) => !home.has(script))
  expect(contactOnly.length, 'the contact page has code the home page does not load').toBeGreaterThan(0)
  const preloads = contactOnly.map((script) =>
    page.waitForRequest((request) => new URL(request.url()).pathname === script, { timeout: 60_000 }),
  )
  await page.goto('/')
  // The header's "Contact us" is on screen: its code comes without a tap, after the page is interactive.
  const requests = await Promise.all(preloads)
  await Promise.all(requests.map((request) => request.response()))
  const interactiveAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('shop:interactive')[0]!.startTime)
  for (const request of requests) expect(request.timing().startTime).toBeGreaterThan(interactiveAt)
})
