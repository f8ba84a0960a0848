import { AXE_PAIRINGS, axeViolations } from './axe'
import { letTheMetaArrive } from './faultChecks'
import { ROUTES, expect, test } from './fixtures'

const PAGES = [...ROUTES.map((route) => route.path), '/checkout', '/order-status', '/swatches', '/nope']

for (const [width, locale] of AXE_PAIRINGS) {
  test(`every page passes axe at ${width} px in ${locale}`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 900 })
    const found: Array<string> = []
    for (const path of PAGES) {
      await page.goto(locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`))
    }
    expect(found).toEqual([])
  })
}

test('open states pass axe: mobile menu, cart drawer with items, a form with errors', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/collections/kova/products/kova-l-shape-ottoman')
  await page.getByRole('button', { name: 'Menu' }).click()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

// The checkout's states: the tiers with their dates, refusals in the summary, the confirmation, the status lookup's answers.
for (const [width, locale] of AXE_PAIRINGS) {
  test(`the checkout, the confirmation and the status lookup pass axe at ${width} px in ${locale}`, async ({ page }) => {
    test.slow()
    const prefix = locale === 'zh' ? '/zh' : ''
    const zh = locale === 'zh'
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${prefix}/swatches`)
    await expect(page.locator('html[data-interactive]')).toBeAttached()
    await page
      .getByRole('button', { name: zh ? /^加入免费样品/ : /^Add free swatch/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${prefix}/collections/kova/products/kova-armchair`)
    await expect(page.locator('html[data-interactive]')).toBeAttached()
    await page.getByLabel(zh ? '何时送达？请输入邮政编码' : 'When would it arrive? Your postcode').fill(zh ? '200040' : '94103')
    await page.getByRole('button', { name: zh ? '查看日期' : 'See dates' }).click()
    await expect(page.getByText(zh ? /^预计/ : /^Arrives between/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: zh ? '加入购物车' : 'Add to cart', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('link', { name: zh ? '去结算' : 'Checkout' })
      .click()
    await page.getByRole('button', { name: zh ? '提交订单' : 'Place order' }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(zh ? '姓名' : 'Full name', { exact: true }).fill(zh ? '林梅' : 'Anna Berg')
    await page.getByLabel(zh ? '电子邮箱' : 'Email', { exact: true }).fill(`axe-${width}-${locale}@example.com`)
    await page.getByLabel(zh ? '手机号码' : 'Phone', { exact: true }).fill('+1 415 555 0142')
    await page.getByLabel(zh ? '街道与门牌号' : 'Street and number', { exact: true }).fill('250 Valencia Street')
    await page.getByLabel(zh ? '邮政编码' : 'Postcode', { exact: true }).fill(zh ? '200040' : '94103')
    await page.getByLabel(zh ? '城市' : 'City', { exact: true }).fill(zh ? '上海' : 'San Francisco')
    if (zh) await page.getByLabel('区/县', { exact: true }).fill('静安区')
    await page.getByLabel(zh ? '省份' : 'State', { exact: true }).selectOption({ label: zh ? '上海市' : 'California' })
    await expect(page.getByText(zh ? /^预计/ : /^Arrives between/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: zh ? '提交订单' : 'Place order' }).click()
    await expect(page.getByRole('heading', { name: /WN-/ })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const code = /WN-[0-9A-Z]{8}/.exec((await page.getByRole('heading', { name: /WN-/ }).textContent()) ?? '')![0]
    await page.goto(`${prefix}/order-status`)
    await page.getByLabel(zh ? '订单号' : 'Order number').fill(code)
    await page.getByLabel(zh ? '邮箱或手机号码' : 'Email or phone').fill('nobody@example.com')
    await page.getByRole('button', { name: zh ? '查找订单' : 'Find my order' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(zh ? '邮箱或手机号码' : 'Email or phone').fill(`axe-${width}-${locale}@example.com`)
    await page.getByRole('button', { name: zh ? '查找订单' : 'Find my order' }).click()
    await expect(page.getByRole('heading', { name: new RegExp(code) })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

// The notice appears over any page after the hourly check finds a newer build (see freshness.spec.ts).
const NOTICE = { en: 'A new version of the shop is available.', zh: '网站已发布新版本。' } as const
for (const [width, locale] of AXE_PAIRINGS) {
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
    expect(await axeViolations(page)).toEqual([])
  })
}

// A redeploy both announces a new build and can leave the cart's old code missing: the two
// notices then show at once, each readable and usable, neither covering the other.
for (const [width] of AXE_PAIRINGS) {
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
    expect(await axeViolations(page)).toEqual([])
  })
}
