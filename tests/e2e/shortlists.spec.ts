import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { FAILED_RESOURCE, expect, test } from './fixtures'

const OTTOMAN = '/collections/kova/products/kova-l-shape-ottoman'
const SOFA = '/collections/kova/products/kova-three-seat-sofa'

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}

const savedLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Saved items/ })

for (const width of [375, 1440] as const) {
  test(`save two pieces, reload, open the list, share it into a fresh browser (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${OTTOMAN}?colour=moss-velvet&orientation=right`)
    await page.getByRole('button', { name: 'Save Kova L-shape ottoman, Moss velvet, Right' }).click()
    await expect(page.getByRole('button', { name: 'Remove Kova L-shape ottoman, Moss velvet, Right from saved items' })).toBeVisible()
    await page.goto('/collections/living')
    await page.getByRole('button', { name: 'Save Ren oak coffee table' }).click()
    await page.reload()
    await expect(savedLink(page)).toHaveAccessibleName('Saved items (2)')

    await savedLink(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saved items' })).toBeVisible()
    const ottoman = page.getByRole('listitem').filter({ hasText: 'Kova L-shape ottoman' })
    await expect(ottoman).toContainText('Moss velvet · Right')
    await expect(ottoman).toContainText('$449')
    await expect(page.getByRole('listitem').filter({ hasText: 'Ren oak coffee table' })).toContainText('In stock')

    const shared = await page.getByRole('textbox', { name: 'Share this list' }).inputValue()
    expect(shared).toMatch(/\/saved\?items=/)
    const fresh = await browser.newContext({ viewport: { width, height: 900 } })
    const other = await fresh.newPage()
    await other.goto(shared)
    await expect(other.getByRole('heading', { level: 1, name: 'A shared list' })).toBeVisible()
    await expect(other.getByRole('listitem').filter({ hasText: 'Kova L-shape ottoman' })).toContainText('Moss velvet · Right')
    await expect(other.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
    await other.getByRole('button', { name: 'Save these' }).click()
    await expect(other.getByRole('heading', { level: 1, name: 'Saved items' })).toBeVisible()
    await expect(other.getByRole('banner').getByRole('link', { name: /^Saved items/ })).toHaveAccessibleName('Saved items (2)')
    await fresh.close()

    await page.getByRole('button', { name: 'Add all to cart' }).click()
    await expect(page.getByRole('dialog')).toContainText('Kova L-shape ottoman')
  })
}

test('a shared list drops what the shop does not sell, and a malformed one is the 404 page', async ({ page, expectConsole }) => {
  expectConsole(FAILED_RESOURCE)
  await page.goto('/saved?items=kova-three-seat-sofa/oat-boucle,no-such-piece/oat-boucle,kova-three-seat-sofa/no-such-colour')
  await expect(page.getByRole('listitem').filter({ hasText: 'Kova three-seat sofa' })).toBeVisible()
  await expect(page.getByText('2 pieces on this list are no longer sold and are left out.')).toBeVisible()
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
  await other.getByRole('button', { name: /^Save Kova three-seat sofa/ }).click()
  await expect(savedLink(page)).toHaveAccessibleName('Saved items (1)')
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

for (const width of [375, 1440] as const) {
  test(`compare two pieces side by side, differences marked (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(SOFA)
    await page.getByRole('button', { name: /^Compare Kova three-seat sofa/ }).click()
    await page.goto('/collections/kova')
    await page.getByRole('button', { name: 'Compare Kova L-shape ottoman' }).click()
    await page.getByRole('complementary', { name: 'Comparison' }).getByRole('link', { name: 'Compare (2)' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveCount(2)
    const seat = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Seat height/ }) })
    await expect(seat).toContainText('44 cm')
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Price/ }) })).toContainText('differs')
    await page.getByRole('button', { name: 'in', exact: true }).click()
    await expect(seat).toContainText('17.3 in')
    if (width < 600) {
      // The labels stay in view while the columns scroll sideways.
      const region = page.getByRole('region', { name: 'Comparison table' })
      await region.evaluate((element) => (element.scrollLeft = 400))
      const label = await seat.getByRole('rowheader').boundingBox()
      expect(label!.x).toBeGreaterThanOrEqual(0)
      expect(label!.x).toBeLessThan(40)
    }
  })
}

for (const address of ['/compare?items=a', '/compare?items=a/b,c/d,e/f,g/h', '/zh/compare?items=', '/compare?items=1']) {
  test(`${address} is the 404 page`, async ({ page }) => {
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|页面未找到)/)
  })
}

for (const locale of ['en', 'zh'] as const) {
  test(`the saved list, a shared list, recently viewed and the comparison pass axe at 375 and 1440 px (${locale})`, async ({ page }) => {
    test.slow()
    const prefix = locale === 'zh' ? '/zh' : ''
    const found: Array<string> = []
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${prefix}${SOFA}`)
      await page
        .getByRole('button', { name: /^(Save|收藏) Kova/ })
        .first()
        .click()
      await page.goto(`${prefix}${OTTOMAN}`)
      found.push(...(await axeViolations(page)).map((v) => `product ${width}: ${v}`))
      for (const path of [
        '/saved',
        '/saved?items=kova-l-shape-ottoman/oat-boucle/left',
        '/compare?items=kova-three-seat-sofa/oat-boucle,kova-l-shape-ottoman/oat-boucle/left',
        '/compare',
        '/',
      ]) {
        await page.goto(`${prefix}${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        found.push(...(await axeViolations(page)).map((v) => `${path} ${width}: ${v}`))
      }
    }
    expect(found).toEqual([])
  })
}
