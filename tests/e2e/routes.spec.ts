import { ROUTES, documentFetches, expect, scriptsListed, test } from './fixtures'

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
  const home = await scriptsListed(page, '/')
  const faqOnly = [...(await scriptsListed(page, '/faq'))].filter((script) => !home.has(script))
  expect(faqOnly.length, 'the FAQ page has code the home page does not load').toBeGreaterThan(0)
  const scripts: Array<string> = []
  page.on('request', (request) => void scripts.push(new URL(request.url()).pathname))
  await page.goto('/')
  const firstLoad = (await documentFetches(page)).filter((fetch) => fetch.beforeInteractive)
  expect(firstLoad.filter((fetch) => faqOnly.includes(fetch.path))).toEqual([])
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  expect(scripts).toEqual(expect.arrayContaining(faqOnly))
})
