import { FAILED_RESOURCE, SEARCH_INDEX, expect, test } from './fixtures'
import { AXE_PAIRINGS, axeViolations } from './axe'

const at = (locale: 'en' | 'zh', path: string) => (locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path)
const NAMES = {
  en: { search: 'Search', open: 'Open search', ottoman: 'Kova L-shape ottoman', query: 'ottoman' },
  zh: { search: '搜索', open: '打开搜索', ottoman: 'Kova L 型脚凳', query: '脚凳' },
}

for (const width of [375, 1440] as const) {
  for (const locale of ['en', 'zh'] as const) {
    const names = NAMES[locale]
    test(`a suggestion is found and chosen with the keyboard alone at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(at(locale, '/faq'))
      const combobox = page.getByRole('combobox', { name: names.search })
      if (width < 960) {
        // On a phone the field unfolds from a button, full width.
        await page.getByRole('button', { name: names.open }).focus()
        await page.keyboard.press('Enter')
        await expect(combobox).toBeFocused()
        const box = (await combobox.boundingBox())!
        expect(box.width).toBeGreaterThan(width * 0.8)
      } else {
        await page.keyboard.press('/')
        await expect(combobox).toBeFocused()
      }
      await page.keyboard.type(names.query)
      const option = page.getByRole('option', { name: new RegExp(names.ottoman) })
      await expect(option).toBeVisible()
      await expect(combobox).toHaveAttribute('aria-expanded', 'true')

      // Escape closes the list and leaves the focus in the field.
      await page.keyboard.press('Escape')
      await expect(combobox).toHaveAttribute('aria-expanded', 'false')
      await expect(combobox).toBeFocused()

      await page.keyboard.press('ArrowDown')
      const options = page.getByRole('listbox').getByRole('option')
      const count = await options.count()
      for (let i = 0; i < count; i++) {
        const active = await combobox.getAttribute('aria-activedescendant')
        if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes(names.ottoman)) break
        await page.keyboard.press('ArrowDown')
      }
      await expect(option).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name: names.ottoman })).toBeVisible()
      await expect(page).toHaveURL(/\/products\/kova-l-shape-ottoman$/)
    })
  }
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })
  for (const locale of ['en', 'zh'] as const) {
    const names = NAMES[locale]
    test(`a suggestion is chosen with a tap (${locale})`, async ({ page }) => {
      await page.goto(at(locale, '/faq'))
      await page.getByRole('button', { name: names.open }).tap()
      const combobox = page.getByRole('combobox', { name: names.search })
      await expect(combobox).toBeFocused()
      await combobox.pressSequentially(names.query)
      // A finger, not a mouse: touch, pointer and focus events come in a phone's order, and the list must survive them.
      await page.getByRole('option', { name: new RegExp(names.ottoman) }).tap()
      await expect(page.getByRole('heading', { level: 1, name: names.ottoman })).toBeVisible()
      await expect(page).toHaveURL(/\/products\/kova-l-shape-ottoman$/)
      await expect(combobox).toBeHidden()
    })
  }
})

test('on a phone, Escape folds the field away and gives the focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Open search' })
  await toggle.click()
  const combobox = page.getByRole('combobox', { name: 'Search' })
  await combobox.pressSequentially('sofa')
  await expect(page.getByRole('option', { name: /Kova three-seat sofa/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(combobox).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('offline, the field says suggestions are unavailable, and suggests once the connection is back', async ({
  page,
  context,
  expectConsole,
}) => {
  // Links on screen fetch their pages ahead, and fail while offline.
  expectConsole(FAILED_RESOURCE)
  await page.goto('/faq')
  await context.setOffline(true)
  const combobox = page.getByRole('combobox', { name: 'Search' })
  await combobox.fill('sofa')
  await expect(page.getByRole('status').filter({ hasText: 'Suggestions are unavailable right now. Press Enter to search.' })).toBeAttached()
  await expect(page.getByText('Loading suggestions…')).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.getByRole('option', { name: /Kova two-seat sofa/ })).toBeVisible()
})

test('Enter without a chosen suggestion opens every result', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Search' }).fill('linen')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=linen$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “linen”' })).toBeVisible()
})

test('/search?q=sofa lists the Kova sofas first, and is not indexed', async ({ page }) => {
  await page.goto('/search?q=sofa')
  const names = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('heading', { level: 2 })
  await expect(names.nth(0)).toHaveText('Kova three-seat sofa')
  await expect(names.nth(1)).toHaveText('Kova two-seat sofa')
  // The head is the results page's own, not the one `/search` was prerendered with.
  await expect(page).toHaveTitle('Results for “sofa” · Woodnest')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
})

test('/zh/search?q=shafa lists the sofas: pinyin typed without an input method', async ({ page }) => {
  await page.goto('/zh/search?q=shafa')
  const names = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('heading', { level: 2 })
  await expect(names.first()).toHaveText(/Kova (三人位|双人位)沙发/)
  await expect(page.getByRole('status').filter({ hasText: '找到' })).toHaveText('找到 2 件商品')
})

test('a filter narrows the results and keeps the query', async ({ page }) => {
  await page.goto('/search?q=oak')
  await page.getByLabel('Collection').selectOption('dining')
  await expect(page).toHaveURL(/collection=dining/)
  await expect(page).toHaveURL(/q=oak/)
  const names = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('heading', { level: 2 })
  await expect(names.first()).toBeVisible()
  for (const name of await names.allTextContents()) expect(name).not.toMatch(/coffee table|sideboard/i)
})

test('a misspelt search offers the correction and other collections', async ({ page }) => {
  await page.goto('/search?q=sfoa')
  await expect(page.getByRole('heading', { name: 'No pieces match this search' })).toBeVisible()
  await page.getByRole('link', { name: 'sofa', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “sofa”' })).toBeVisible()
})

test('without a query the page suggests popular searches, and fetches no index', async ({ page }) => {
  const indexRequests: Array<string> = []
  page.on('request', (request) => void (request.url().includes('/search.json') && indexRequests.push(request.url())))
  await page.goto('/zh/search', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { name: '大家都在搜' })).toBeVisible()
  expect(indexRequests).toEqual([])
  await page.getByRole('link', { name: '沙发', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: '“沙发”的搜索结果' })).toBeVisible()
})

for (const address of [
  '/search?sort=bogus',
  '/search?q=sofa&collection=nope',
  '/search?q=sofa&collection=Not%20A%20Handle',
  '/search?q=sofa&page=9',
  '/search?q=sofa&page=0',
  `/search?q=${'a'.repeat(101)}`,
  '/search?q=%E0%A4%A',
  '/zh/search?q=sofa&colour=plaid',
  '/search?page=2',
  '/search?collection=nope',
]) {
  test(`${address.slice(0, 60)} is the 404 page`, async ({ page }) => {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|页面未找到)/)
  })
}

// That no page fetches the index before the field is used, every page in both languages: budgets.spec.ts.
test('the field fetches the search index on first use, not before', async ({ page }) => {
  const indexRequests: Array<string> = []
  page.on('request', (request) => void (SEARCH_INDEX.test(request.url()) && indexRequests.push(request.url())))
  await page.goto(at('zh', '/faq'), { waitUntil: 'networkidle' })
  expect(indexRequests).toEqual([])
  await page.getByRole('combobox', { name: '搜索' }).focus()
  await expect.poll(() => indexRequests.some((url) => url.endsWith('/api/v1/zh/search.json'))).toBe(true)
})

for (const [width, locale] of AXE_PAIRINGS) {
  test(`search pages and the open suggestions pass axe at ${width} px (${locale})`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const found: Array<string> = []
    for (const path of ['/search', '/search?q=sofa', '/search?q=qqqzzz']) {
      await page.goto(at(locale, path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`))
    }
    const name = NAMES[locale].search
    if (width < 960) await page.getByRole('button', { name: NAMES[locale].open }).click()
    await page.getByRole('combobox', { name }).fill(NAMES[locale].query)
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
    found.push(...(await axeViolations(page)).map((v) => `open suggestions: ${v}`))
    expect(found).toEqual([])
  })
}
