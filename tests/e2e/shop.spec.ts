import type { Page } from '@playwright/test'
import { FAILED_RESOURCE, expect, shopQueryName, shopQueryOf, test } from './fixtures'

const OTTOMAN = '/collections/kova/products/kova-l-shape-ottoman'
const ARMCHAIR = 'Product:en:kova-armchair'
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

/** Each product card's current price, as shown first on the card (a discount's was-price follows it). */
async function prices(page: Page): Promise<Array<number>> {
  const cards = await page.getByRole('main').getByRole('article').allTextContents()
  return cards.map((text) => Number(/[$¥]([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN))
}

/** The price a shopper reads first on a page: the product's own, above the related pieces'. */
const firstPrice = (page: Page, price: string) => page.getByRole('main').getByText(price, { exact: true }).first()
const subtotal = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('paragraph').filter({ hasText: /^Subtotal/ })
const resultCount = (page: Page) => page.getByRole('main').getByRole('status')

test('the seed product shows its price and Add to cart, in both languages', async ({ page }) => {
  await page.goto(OTTOMAN)
  await expect(h1(page)).toHaveText('Kova L-shape ottoman')
  await expect(firstPrice(page, '$449')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()

  await page.goto(`/zh${OTTOMAN}`)
  await expect(h1(page)).toHaveText('Kova L 型脚凳')
  await expect(firstPrice(page, '¥2,999')).toBeVisible()
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled()
})

/** The options of a picker group that look chosen: marked current, and drawn unlike the others. */
async function chosen(page: Page, group: string): Promise<Array<string>> {
  const links = page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('link')
  const looks = await links.evaluateAll((all) =>
    all.map((link) => {
      const style = getComputedStyle(link)
      return {
        name: link.textContent || link.querySelector('.visually-hidden')?.textContent || '',
        current: link.hasAttribute('aria-current'),
        look: `${style.borderTopColor} ${style.borderTopWidth} ${style.fontWeight}`,
      }
    }),
  )
  const others = new Set(looks.filter((option) => !option.current).map((option) => option.look))
  return looks.filter((option) => option.current && !others.has(option.look)).map((option) => option.name)
}

test('choosing a fabric and an orientation goes into the URL, and back restores them', async ({ page }) => {
  await page.goto(OTTOMAN)
  await expect(page.getByText('Colour: Oat bouclé')).toBeVisible()
  await page.getByRole('link', { name: 'Moss velvet' }).click()
  await expect(page).toHaveURL(/colour=moss-velvet/)
  await expect(page.getByText('Colour: Moss velvet')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Kova L-shape ottoman in Moss velvet' })).toBeVisible()
  // The choice shows on the picker itself, not only in the label above it.
  await expect.poll(() => chosen(page, 'Colour')).toEqual(['Moss velvet'])

  await page.getByRole('link', { name: 'Right', exact: true }).click()
  await expect(page).toHaveURL(/orientation=right/)
  await expect.poll(() => chosen(page, 'Orientation')).toEqual(['Right'])
  await page.getByRole('button', { name: 'Seen from above' }).click()
  await expect(page.getByRole('img', { name: /Right version, as you face it/ })).toBeVisible()

  await page.goBack()
  await expect(page).not.toHaveURL(/orientation=/)
  await page.goBack()
  await expect(page.getByText('Colour: Oat bouclé')).toBeVisible()
})

test('a made-to-order fabric says when it ships; an unknown variant is the 404 page', async ({ page }) => {
  await page.goto(`${OTTOMAN}?colour=rust-corduroy`)
  await expect(page.getByText('Made to order: ships in 6 weeks')).toBeVisible()
  await page.goto(`${OTTOMAN}?orientation=up`)
  await expect(h1(page)).toHaveText(`Page Not Found: ${OTTOMAN}?orientation=up`)
  await page.goto(`${OTTOMAN}?colour=gold-lame`)
  await expect(h1(page)).toHaveText(`Page Not Found: ${OTTOMAN}?colour=gold-lame`)
  await page.goto('/collections/dining/products/kova-l-shape-ottoman')
  await expect(h1(page)).toHaveText('Page Not Found: /collections/dining/products/kova-l-shape-ottoman')
})

test('the cart keeps two items across a reload, with the subtotal from the order', async ({ page }) => {
  await page.goto(OTTOMAN)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('status')).toHaveText('Added 1 × Kova L-shape ottoman to your cart')
  await drawer.getByRole('button', { name: 'Close cart' }).click()

  await page.goto('/collections/lighting-and-decor/products/sora-floor-lamp')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  await expect(subtotal(drawer)).toContainText('$578')
  // The note of the last addition goes with the next change.
  await expect(drawer.getByRole('status')).toContainText('Added 1 ×')
  await drawer.getByRole('button', { name: 'One more' }).first().click()
  await expect(drawer.getByRole('status')).toHaveText('')
  await drawer.getByRole('button', { name: 'One fewer' }).first().click()
  await expect(subtotal(drawer)).toContainText('$578')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
  await page.getByRole('button', { name: 'Cart, 2 items' }).click()
  await expect(drawer.getByRole('listitem')).toHaveCount(2)
  // Vendure lists lines by creation time, to the second on SQLite: two added within one second may swap.
  await drawer.getByRole('listitem').filter({ hasText: 'Kova L-shape ottoman' }).getByRole('button', { name: 'One more' }).click()
  await expect(subtotal(drawer)).toContainText('$1,027')
  await drawer.getByRole('button', { name: /Remove Sora/ }).click()
  await expect(drawer.getByRole('listitem')).toHaveCount(1)
})

test('a corrupt cart saved before the shop ran on Vendure is reset: the shop works with an empty cart', async ({
  page,
  consoleMessages,
  expectConsole,
}) => {
  expectConsole(/saved cart/)
  await page.addInitScript(() => localStorage.setItem('shop-cart', '{"version":1,"lines":[{"sku":'))
  await page.goto(OTTOMAN)
  await expect(h1(page)).toHaveText('Kova L-shape ottoman')
  await page.getByRole('button', { name: 'Cart, empty' }).click()
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty.')).toBeVisible()
  expect(consoleMessages.some(({ type, text }) => type === 'warning' && text.includes('saved cart'))).toBe(true)
})

/** A cart as the shop kept it in localStorage before it ran on Vendure, there on the first load only (it then moves into the order). */
async function savedCartOnFirstLoad(page: Page, lines: ReadonlyArray<{ sku: string; handle: string; quantity: number }>) {
  await page.addInitScript(
    (saved) => {
      if (sessionStorage.getItem('saved-cart-placed')) return
      sessionStorage.setItem('saved-cart-placed', '1')
      localStorage.setItem('shop-cart', saved)
    },
    JSON.stringify({ version: 1, lines }),
  )
}

/** A cart of two armchairs, whose details fail to load until `online()` says otherwise, and an ottoman (saved as the old shop kept it, moved into the order). */
async function cartWithFailingPiece(page: Page, online: () => boolean) {
  await savedCartOnFirstLoad(page, [
    { sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 2 },
    { sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 1 },
  ])
  await page.route(
    (url: URL) => url.pathname === '/shop-api',
    (route) => (online() || shopQueryName(shopQueryOf(route.request())!) !== ARMCHAIR ? route.fallback() : route.abort('failed')),
  )
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Cart, 3 items' }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer.getByText('2 × a piece whose details could not be loaded')).toBeVisible()
  return drawer
}

test('a piece whose details fail to load keeps its line; Try again loads it and leaves the focus on the subtotal', async ({
  page,
  expectConsole,
}) => {
  expectConsole(FAILED_RESOURCE)
  let online = false
  const drawer = await cartWithFailingPiece(page, () => online)
  // The prices are the order's own: the sum is known while a piece's details are not.
  await expect(subtotal(drawer)).toHaveText('Subtotal$2,229')
  await drawer.getByRole('button', { name: 'Try again' }).click()
  await expect(drawer.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(drawer.getByText('2 × a piece whose details could not be loaded')).toBeVisible()

  online = true
  await drawer.getByRole('button', { name: 'Try again' }).click()
  await expect(drawer.getByRole('link', { name: 'Kova armchair' })).toBeVisible()
  await expect(drawer.getByText(/could not be loaded/)).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Subtotal$2,229')
})

test('a piece that failed to load is asked for again when the cart opens again, or removed', async ({ page, expectConsole }) => {
  expectConsole(FAILED_RESOURCE)
  let online = false
  const drawer = await cartWithFailingPiece(page, () => online)
  await drawer.getByRole('button', { name: 'Close cart' }).click()
  online = true
  await page.getByRole('button', { name: 'Cart, 3 items' }).click()
  await expect(drawer.getByRole('link', { name: 'Kova armchair' })).toBeVisible()

  await page.unrouteAll()
  await page.route(
    (url: URL) => url.pathname === '/shop-api',
    (route) => (shopQueryName(shopQueryOf(route.request())!) === ARMCHAIR ? route.abort('failed') : route.fallback()),
  )
  await page.reload()
  await page.getByRole('button', { name: 'Cart, 3 items' }).click()
  await drawer.getByRole('button', { name: 'Remove this piece' }).click()
  await expect(drawer.getByRole('status')).toHaveText('Removed the piece that could not be loaded')
  await expect(drawer.getByRole('listitem')).toHaveCount(1)
  await expect(subtotal(drawer)).toHaveText('Subtotal$449')
})

test('a cart drawer whose code cannot load closes again, says so, and “Try again” loads the page afresh, cart kept', async ({
  page,
  expectConsole,
  consoleMessages,
}) => {
  expectConsole(/^The cart could not open:/, /^Failed to load resource/, /Failed to fetch dynamically imported module/)
  await savedCartOnFirstLoad(page, [{ sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 1 }])
  let offline = true
  await page.route(/\/CartDrawer-[\w-]+\.js$/, (route) => (offline ? route.abort() : route.continue()))
  await page.goto('/faq')
  const cart = page.getByRole('button', { name: 'Cart, 1 item' })
  await cart.click()
  await expect.poll(() => consoleMessages.some(({ text }) => text.startsWith('The cart could not open:'))).toBe(true)
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0)
  await expect(h1(page)).toHaveText('Frequently asked questions')
  const alert = page.getByRole('alert').filter({ hasText: 'Your cart could not be opened' })
  await expect(alert).toContainText('Check your connection and try again.')
  offline = false
  const reloaded = page.waitForEvent('load')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await reloaded
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1)
  await expect(alert).toHaveCount(0)
})

test('in Chinese, the cart that could not open says so in Chinese, and the message can be dismissed', async ({ page, expectConsole }) => {
  expectConsole(/^The cart could not open:/, /^Failed to load resource/, /Failed to fetch dynamically imported module/)
  await page.route(/\/CartDrawer-[\w-]+\.js$/, (route) => route.abort())
  await page.goto('/zh/faq')
  await page.getByRole('button', { name: '购物车（空）' }).click()
  const alert = page.getByRole('alert').filter({ hasText: '购物车暂时无法打开' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: '关闭' }).click()
  await expect(alert).toHaveCount(0)
  await expect(page.getByRole('button', { name: '购物车（空）' })).toBeFocused()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test.describe('the sale collection', () => {
  test('sorts by price, ascending', async ({ page }) => {
    await page.goto('/collections/sale')
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc')
    await expect(page).toHaveURL(/sort=price-asc/)
    // The address changes before the list renders in its new order: wait for the order itself.
    await expect.poll(async () => (await prices(page)).join(' ')).toBe([...(await prices(page))].sort((a, b) => a - b).join(' '))
    const shown = await prices(page)
    expect(shown.length).toBeGreaterThan(3)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
  })

  test('a colour filter narrows the count', async ({ page }) => {
    await page.goto('/collections/sale')
    const count = resultCount(page)
    await expect(count).toHaveText('9 pieces')
    await page.getByRole('combobox', { name: 'Colour' }).selectOption('green')
    await expect(page).toHaveURL(/colour=green/)
    await expect(count).not.toHaveText('9 pieces')
    const shown = await page.getByRole('article').count()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(9)
    await expect(count).toHaveText(shown === 1 ? '1 piece' : `${shown} pieces`)
  })

  test('shows every discounted piece with was/now prices and the saving', async ({ page }) => {
    await page.goto('/collections/sale')
    const card = page.getByRole('article').filter({ hasText: 'Linden oak dining chair' })
    await expect(card).toContainText('$189')
    await expect(card).toContainText('$239')
    await expect(card).toContainText('21% off')
  })

  for (const bad of ['?page=999', '?sort=bogus', '?colour=plaid', '?page=0']) {
    test(`${bad} is the 404 page`, async ({ page }) => {
      await page.goto(`/collections/sale${bad}`)
      await expect(h1(page)).toHaveText(`Page Not Found: /collections/sale${bad}`)
    })
  }

  test('an empty result offers a way out', async ({ page }) => {
    await page.goto('/collections/sale?category=sofa&price=entry')
    await expect(page.getByText('Nothing matches these filters')).toBeVisible()
    await page.getByRole('link', { name: 'Clear all filters' }).click()
    await expect(resultCount(page)).toHaveText('9 pieces')
  })
})

test('keyboard only: add to cart, then close the drawer with Escape', async ({ page }) => {
  await page.goto(OTTOMAN)
  const add = page.getByRole('button', { name: 'Add to cart' })
  await add.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer).toBeVisible()
  // Focus stays inside the open drawer.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(add).toBeFocused()
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})

test('the home page sells from the catalogue', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Shop by collection' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'On sale now' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible()
  await page.getByRole('link', { name: 'See all 9 pieces on sale' }).click()
  await expect(h1(page)).toHaveText('Sale')
})

test('a cart changed in one tab shows in the other', async ({ page, context }) => {
  const other = await context.newPage()
  await page.goto(OTTOMAN)
  await other.goto('/faq')
  await expect(other.getByRole('button', { name: 'Cart, empty' })).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(other.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})

test('the chosen units are remembered', async ({ page }) => {
  await page.goto(OTTOMAN)
  await expect(page.getByText('98 × 98 × 42 cm')).toBeVisible()
  await page.getByRole('button', { name: 'in', exact: true }).click()
  await expect(page.getByText('38.6 × 38.6 × 16.5 in')).toBeVisible()
  await page.reload()
  await expect(page.getByText('38.6 × 38.6 × 16.5 in')).toBeVisible()
})

test('the gallery moves with the arrow keys', async ({ page }) => {
  await page.goto(OTTOMAN)
  await page.getByRole('button', { name: 'Front view' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: 'Seen from above' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Seen from above' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: /Plan from above/ })).toBeVisible()
})
