import type { Page } from '@playwright/test'
import { FAILED_RESOURCE, expect, shopQueryName, shopQueryOf, test } from './fixtures'
import { AXE_PAIRINGS, axeViolations } from './axe'

const OTTOMAN = '/collections/kova/products/kova-l-shape-ottoman'
const SOFA = '/collections/kova/products/kova-three-seat-sofa'

const T = {
  en: {
    prefix: '',
    saveOttoman: 'Save Kova L-shape ottoman, Moss velvet, Right',
    unsaveOttoman: 'Remove Kova L-shape ottoman, Moss velvet, Right from saved items',
    saveTable: 'Save Ren oak coffee table',
    savedLink: /^Saved items/,
    savedTwo: 'Saved items (2)',
    savedTitle: 'Saved items',
    ottoman: 'Kova L-shape ottoman',
    table: 'Ren oak coffee table',
    variant: 'Moss velvet · Right',
    price: '$449',
    inStock: 'In stock',
    share: 'Share this list',
    sharedTitle: 'A shared list',
    remove: /^Remove/,
    saveThese: 'Save these',
    addAll: 'Add all to cart',
    compareSofa: /^Compare Kova three-seat sofa/,
    compareOttoman: 'Compare Kova L-shape ottoman',
    bar: 'Comparison',
    compareTwo: 'Compare (2)',
    compareTitle: 'Compare',
    seat: /Seat height/,
    priceRow: /^Price/,
    differs: 'differs',
    inches: 'in',
    cm: '44 cm',
    in: '17.3 in',
    table2: 'Comparison table',
  },
  zh: {
    prefix: '/zh',
    saveOttoman: '收藏 Kova L 型脚凳（苔绿丝绒，右向）',
    unsaveOttoman: '将 Kova L 型脚凳（苔绿丝绒，右向）移出收藏夹',
    saveTable: '收藏 Ren 橡木茶几',
    savedLink: /^收藏夹/,
    savedTwo: '收藏夹（2）',
    savedTitle: '收藏夹',
    ottoman: 'Kova L 型脚凳',
    table: 'Ren 橡木茶几',
    variant: '苔绿丝绒 · 右向',
    price: '¥2,999',
    inStock: '现货',
    share: '分享这份清单',
    sharedTitle: '分享给您的清单',
    remove: /^移除/,
    saveThese: '收藏这些商品',
    addAll: '全部加入购物车',
    compareSofa: /^对比 Kova 三人位沙发/,
    compareOttoman: '对比 Kova L 型脚凳',
    bar: '商品对比',
    compareTwo: '对比（2）',
    compareTitle: '商品对比',
    seat: /座高/,
    priceRow: /^价格/,
    differs: '有差异',
    inches: '英寸',
    cm: '44 厘米',
    in: '17.3 英寸',
    table2: '对比表',
  },
}

const savedLink = (page: Page, locale: 'en' | 'zh') => page.getByRole('banner').getByRole('link', { name: T[locale].savedLink })

for (const locale of ['en', 'zh'] as const) {
  for (const width of [375, 1440] as const) {
    const t = T[locale]
    test(`save two pieces, reload, open the list, share it into a fresh browser (${width} px, ${locale})`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${t.prefix}${OTTOMAN}?colour=moss-velvet&orientation=right`)
      await page.getByRole('button', { name: t.saveOttoman }).click()
      await expect(page.getByRole('button', { name: t.unsaveOttoman })).toBeVisible()
      await page.goto(`${t.prefix}/collections/living`)
      await page.getByRole('button', { name: t.saveTable }).click()
      await page.reload()
      await expect(savedLink(page, locale)).toHaveAccessibleName(t.savedTwo)

      await savedLink(page, locale).click()
      await expect(page.getByRole('heading', { level: 1, name: t.savedTitle })).toBeVisible()
      const ottoman = page.getByRole('listitem').filter({ hasText: t.ottoman })
      await expect(ottoman).toContainText(t.variant)
      await expect(ottoman).toContainText(t.price)
      await expect(page.getByRole('listitem').filter({ hasText: t.table })).toContainText(t.inStock)

      const shared = await page.getByRole('textbox', { name: t.share }).inputValue()
      expect(shared).toMatch(new RegExp(`${t.prefix}/saved\\?items=`))
      const fresh = await browser.newContext({ viewport: { width, height: 900 } })
      const other = await fresh.newPage()
      await other.goto(shared)
      await expect(other.getByRole('heading', { level: 1, name: t.sharedTitle })).toBeVisible()
      await expect(other.getByRole('listitem').filter({ hasText: t.ottoman })).toContainText(t.variant)
      await expect(other.getByRole('main').getByRole('button', { name: t.remove })).toHaveCount(0)
      await other.getByRole('button', { name: t.saveThese }).click()
      await expect(other.getByRole('heading', { level: 1, name: t.savedTitle })).toBeVisible()
      await expect(other.getByRole('banner').getByRole('link', { name: t.savedLink })).toHaveAccessibleName(t.savedTwo)
      await fresh.close()

      await page.getByRole('button', { name: t.addAll }).click()
      await expect(page.getByRole('dialog')).toContainText(t.ottoman)
    })
  }
}

test('a shared list can be saved once every piece has loaded, so none is left out', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/shop-api',
    async (route) => {
      if (shopQueryName(shopQueryOf(route.request())!) === 'Product:en:ren-oak-coffee-table') await held
      await route.fallback()
    },
  )
  await page.goto('/saved?items=kova-three-seat-sofa/oat-boucle,ren-oak-coffee-table/natural-oak')
  await expect(page.getByRole('listitem').filter({ hasText: 'Kova three-seat sofa' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save these' })).toBeDisabled()
  release()
  await page.getByRole('button', { name: 'Save these' }).click()
  await expect(savedLink(page, 'en')).toHaveAccessibleName(T.en.savedTwo)
})

test('a shared list drops what the shop does not sell, and a malformed one is the 404 page', async ({ page, expectConsole }) => {
  expectConsole(FAILED_RESOURCE)
  await page.goto('/saved?items=kova-three-seat-sofa/oat-boucle,no-such-piece/oat-boucle,kova-three-seat-sofa/no-such-colour')
  await expect(page.getByRole('listitem').filter({ hasText: 'Kova three-seat sofa' })).toBeVisible()
  await expect(page.getByText('2 pieces on this list are no longer sold and are left out.')).toBeVisible()
  await page.goto('/zh/saved?items=kova-three-seat-sofa/oat-boucle,no-such-piece/oat-boucle,kova-three-seat-sofa/no-such-colour')
  await expect(page.getByText('清单中有 2 件商品已停售，未显示。')).toBeVisible()
  await page.goto('/saved?items=not a sku')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Page Not Found/)
})

test('saved items follow in another tab, and corrupt storage is an empty list', async ({ page, context, expectConsole }) => {
  expectConsole(/A saved list could not be read and was reset/)
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('shop-saved', '{"version":1,"items":['))
  await page.goto('/saved')
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible()
  const other = await context.newPage()
  await other.goto(SOFA)
  // A page opened by hand (not through the fixture) is clicked only once the app has taken it over.
  await other.locator('html[data-interactive]').waitFor({ state: 'attached' })
  await other.getByRole('button', { name: /^Save Kova three-seat sofa/ }).click()
  await expect(other.getByRole('button', { name: /^Remove Kova three-seat sofa/ })).toBeVisible()
  await expect(savedLink(page, 'en')).toHaveAccessibleName('Saved items (1)')
  await expect(page.getByRole('listitem').filter({ hasText: 'Kova three-seat sofa' })).toBeVisible()
})

test('recently viewed: two pieces opened show on the home page and on a product page, and clear with one button', async ({ page }) => {
  await page.goto(OTTOMAN)
  await page.goto(SOFA)
  await page.goto('/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('article')).toHaveCount(2)
  await expect(recent.getByRole('article').first()).toContainText('Kova three-seat sofa')
  await page.goto(OTTOMAN)
  const onProduct = page.getByRole('region', { name: 'Recently viewed' })
  await expect(onProduct.getByRole('article')).toHaveCount(1)
  await expect(onProduct).toContainText('Kova three-seat sofa')
  await onProduct.getByRole('button', { name: 'Clear recently viewed' }).click()
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0)
})

for (const locale of ['en', 'zh'] as const) {
  for (const width of [375, 1440] as const) {
    const t = T[locale]
    test(`compare two pieces side by side, differences marked (${width} px, ${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${t.prefix}${SOFA}`)
      await page.getByRole('button', { name: t.compareSofa }).click()
      await page.goto(`${t.prefix}/collections/kova`)
      await page.getByRole('button', { name: t.compareOttoman }).click()
      await page.getByRole('complementary', { name: t.bar }).getByRole('link', { name: t.compareTwo }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.compareTitle })).toBeVisible()
      const table = page.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveCount(2)
      const seat = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.seat }) })
      await expect(seat).toContainText(t.cm)
      await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.priceRow }) })).toContainText(t.differs)
      await page.getByRole('button', { name: t.inches, exact: true }).click()
      await expect(seat).toContainText(t.in)
      if (width < 600) {
        // The labels stay in view while the columns scroll sideways.
        const region = page.getByRole('region', { name: t.table2 })
        await region.evaluate((element) => (element.scrollLeft = 400))
        const label = await seat.getByRole('rowheader').boundingBox()
        expect(label!.x).toBeGreaterThanOrEqual(0)
        expect(label!.x).toBeLessThan(40)
      }
    })
  }
}

for (const address of [
  '/compare?items=a',
  '/compare?items=a/b,c/d,e/f,g/h',
  '/compare?items=kova-armchair/oat-boucle,kova-armchair/oat-boucle',
  '/zh/compare?items=',
  '/compare?items=1',
]) {
  test(`${address} is the 404 page`, async ({ page }) => {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|页面未找到)/)
  })
}

for (const [width, locale] of AXE_PAIRINGS) {
  test(`the saved list, a shared list, recently viewed and the comparison pass axe at ${width} px (${locale})`, async ({ page }) => {
    const prefix = locale === 'zh' ? '/zh' : ''
    const found: Array<string> = []
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${prefix}${SOFA}`)
    await page
      .getByRole('button', { name: /^(Save|收藏) Kova/ })
      .first()
      .click()
    await page.goto(`${prefix}${OTTOMAN}`)
    found.push(...(await axeViolations(page)).map((v) => `product: ${v}`))
    for (const path of [
      '/saved',
      '/saved?items=kova-l-shape-ottoman/oat-boucle/left',
      '/compare?items=kova-three-seat-sofa/oat-boucle,kova-l-shape-ottoman/oat-boucle/left',
      '/compare',
      '/',
    ]) {
      await page.goto(`${prefix}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`))
    }
    expect(found).toEqual([])
  })
}
