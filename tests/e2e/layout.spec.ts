import { expect, test } from './fixtures'

test('below 1280 px the navigation hides behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1279, height: 800 })
  await page.goto('/faq')
  const menu = page.getByRole('button', { name: 'Menu' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(menu).toBeVisible()
  await expect(nav).toBeHidden()

  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(nav).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(menu).toBeFocused()

  await menu.click()
  await nav.getByRole('link', { name: 'Open API' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Woodnest Open API')
  await expect(nav).toBeHidden()
})

test('from 1280 px the full navigation shows and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/faq')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6)
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
    await expect(link).toBeVisible()
  }
})

test.describe('with the operating system in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the shop is light by default, and a chosen dark theme survives a reload', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe('rgb(247, 243, 238)')

    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true')
    expect(await background()).toBe('rgb(27, 25, 23)')
  })
})

test('the pages use system fonts only: nothing is fetched from another host', async ({ page }) => {
  const foreign: Array<string> = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) foreign.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(foreign).toEqual([])
})

test('nothing is wider than a small phone: no sideways scrolling at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  for (const path of [
    '/',
    '/zh',
    '/collections/sale',
    '/collections/kova/products/kova-l-shape-ottoman',
    '/zh/checkout',
    '/openapi',
    '/faq',
    '/compare?items=kova-armchair%2Foat-boucle%2Ckova-square-ottoman%2Foat-boucle',
    '/zh/search?q=shafa',
    `/search?q=${encodeURIComponent('https://woodnest.com/collections/kova/products/kova-armchair')}`,
    `/search?q=${'x'.repeat(80)}`,
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('a piece’s name on its card is the same size on a collection page as on the home page', async ({ page }) => {
  const nameSize = async (path: string) => {
    await page.goto(path)
    const name = page.getByRole('article').first().getByRole('heading')
    await expect(name).toBeVisible()
    return name.evaluate((element) => getComputedStyle(element).fontSize)
  }
  expect(await nameSize('/collections/sale')).toBe(await nameSize('/'))
})

test('on a phone, headings and text keep a margin from the screen edge', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  for (const path of ['/', '/zh', '/collections/sale', '/faq', '/our-story']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const lefts = await page
      .locator('main :is(h1, h2, p)')
      .evaluateAll((elements) =>
        elements.filter((element) => element.getClientRects().length > 0).map((element) => element.getBoundingClientRect().left),
      )
    expect(Math.min(...lefts), path).toBeGreaterThanOrEqual(12)
  }
})

test('on a phone, a breadcrumb that wraps starts its new line with the crumb, not a slash', async ({ page }) => {
  // At the narrowest phone width the trail wraps whatever the system font.
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/collections/kova/products/kova-l-shape-ottoman')
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
  await expect(crumbs).toHaveCount(3)
  const lines = await crumbs.evaluateAll((items) =>
    items.map((item) => {
      const text = document.createRange()
      text.selectNodeContents(item.firstElementChild ?? item)
      return {
        top: item.getBoundingClientRect().top,
        itemLeft: item.getBoundingClientRect().left,
        itemRight: item.getBoundingClientRect().right,
        textLeft: text.getBoundingClientRect().left,
        textRight: text.getBoundingClientRect().right,
      }
    }),
  )
  // A slash still follows the first crumb, on its line.
  expect(lines[0]!.itemRight - lines[0]!.textRight).toBeGreaterThan(8)
  // The last crumb, the piece's name, wraps at this width: it begins a line of its own.
  expect(lines[2]!.top).toBeGreaterThan(lines[0]!.top)
  expect(lines[2]!.textLeft).toBeCloseTo(lines[2]!.itemLeft, 0)
})
