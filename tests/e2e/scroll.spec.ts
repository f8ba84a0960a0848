import { expect, test } from './fixtures'

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(window.scrollY))

test.use({ viewport: { width: 1280, height: 600 } })

test('a page change scrolls to the top, and back restores the position', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The app has taken over (before that, the link is a plain one and the back button reloads).
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  // A shopper's scroll reaches the page as scroll events before any click; `scrollTo` moves at
  // once but sends its event with the next frame, which a busy machine can put after the click.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        document.addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, 700)
      }),
  )
  await expect.poll(() => scrollY(page)).toBe(700)

  // dispatchEvent clicks without first scrolling the link into view, as a real click at 700 px would.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).dispatchEvent('click')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Furniture made to be lived with, and repaired')
  await expect.poll(() => scrollY(page)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  await expect.poll(() => scrollY(page)).toBe(700)
})

test('a URL with a hash lands on its target, below the sticky header', async ({ page }) => {
  await page.goto('/faq#warranty')
  const target = page.locator('#warranty')
  await expect(target).toBeInViewport()
  const header = await page.locator('.site-header').boundingBox()
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.round(header!.height))
  const top = (await target.boundingBox())!.y
  expect(top).toBeLessThan(header!.height + 40)
})

test('a link to another page with a hash scrolls to that section', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and returns' }).click()
  await expect(page).toHaveURL(/\/faq#delivery$/)
  await expect(page.locator('#delivery')).toBeInViewport()
  expect(await scrollY(page)).toBeGreaterThan(0)
})

test('an in-page anchor glides to its section and puts the hash in the URL', async ({ page }) => {
  await page.goto('/our-story')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Before the app takes over, the prerendered link is a plain anchor that jumps.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1)
  await page.evaluate(() => {
    const seen: Array<number> = ((window as unknown as { scrollSamples: Array<number> }).scrollSamples = [])
    addEventListener('scroll', () => seen.push(Math.round(window.scrollY)))
  })
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Timeline' }).click()
  await expect(page).toHaveURL(/#timeline$/)
  await expect.poll(async () => Math.round((await page.locator('#timeline').boundingBox())!.y)).toBeLessThan(120)
  const samples = await page.evaluate(() => (window as unknown as { scrollSamples: Array<number> }).scrollSamples)
  const end = samples.at(-1)!
  // A glide passes through positions between the start and the target; a jump does not. On a busy
  // machine the browser may draw one frame of it, anywhere along the way (a CI run of 1791d24 drew
  // none between 10 % and 90 % of the way).
  expect(samples.filter((y) => y > 0 && y < end * 0.9).length).toBeGreaterThanOrEqual(1)
})

test('changing only the sort order keeps the scroll position', async ({ page }) => {
  await page.goto('/collections/sale')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 150))
  await expect.poll(() => scrollY(page)).toBe(150)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  await expect(page.getByRole('article').first()).toContainText('Kova two-seat sofa')
  expect(await scrollY(page)).toBe(150)
})

test('back to top glides to the top of the page', async ({ page }) => {
  await page.goto('/faq')
  await page.getByRole('button', { name: 'Back to top' }).click()
  await expect.poll(() => scrollY(page)).toBe(0)
})

test('back to a page the app rendered after a tap restores a position far down it', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
  // What lies under the first screen comes in a second render after a tap: wait for the last of it.
  await expect(page.getByRole('heading', { name: 'Made slowly, in our own workshop' })).toBeAttached()
  // Images and late parts may still change the page's height: scroll until it holds.
  let nearBottom = 0
  await expect
    .poll(async () => {
      const before = nearBottom
      nearBottom = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 400)
        // The scroll event follows with the next frame; the position is read after it.
        for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame)
        return Math.round(window.scrollY)
      })
      return nearBottom === before
    })
    .toBe(true)
  expect(nearBottom).toBeGreaterThan(2000)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).dispatchEvent('click')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Furniture made to be lived with, and repaired')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
  // Scroll anchoring may move the position by a pixel or two; what is on screen stays.
  await expect.poll(async () => Math.abs((await scrollY(page)) - nearBottom)).toBeLessThanOrEqual(4)
})

test('from a piece to one it goes well with and back, the first piece is where the shopper left it', async ({ page }) => {
  await page.goto('/collections/kova/products/kova-l-shape-ottoman')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  // The purchase extras (the fabric's swatch offer) load after hydration, above the related pieces:
  // the position is taken once they are in, or it is one the page itself moves away from (CI, a busy host).
  await page.waitForLoadState('networkidle')
  const related = page.getByRole('region', { name: 'Goes well with' })
  await related.getByRole('heading', { name: 'Goes well with' }).scrollIntoViewIfNeeded()
  const left = await scrollY(page)
  expect(left).toBeGreaterThan(300)
  const next = related.getByRole('listitem').first().getByRole('link').first()
  const nextHref = (await next.getAttribute('href')) ?? ''
  // Whether the new piece's page ever shows, if only for a frame, the pieces that went with the first one.
  await page.evaluate((href) => {
    const mixed = () =>
      document.querySelector('h1')?.textContent !== 'Kova L-shape ottoman' &&
      document.querySelector(`[aria-labelledby="related-title"] a[href="${href}"]`) !== null
    new MutationObserver(() => (mixed() ? document.documentElement.setAttribute('data-mixed', '') : undefined)).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  }, nextHref)
  await next.click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kova L-shape ottoman')
  await expect(page.locator('html')).not.toHaveAttribute('data-mixed')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova L-shape ottoman')
  await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(4)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 800 } })

  test('back to the home page after scrolling through its grids shows the same piece', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.locator('html[data-interactive]')).toBeAttached()
    await page.getByRole('banner').getByRole('link', { name: 'Woodnest' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
    await expect(page.getByRole('heading', { name: 'Made slowly, in our own workshop' })).toBeAttached()
    // The piece nearest the middle of the screen.
    const pieceInView = () =>
      page.evaluate(() => {
        const distance = (card: Element) => Math.abs(card.getBoundingClientRect().top + card.clientHeight / 2 - innerHeight / 2)
        const cards = [...document.querySelectorAll('article')].sort((a, b) => distance(a) - distance(b))
        return cards[0]?.querySelector('h3')?.textContent
      })
    // Scroll as a thumb does, a bit at a time.
    const position = await page.evaluate(async () => {
      while (window.scrollY < 0.55 * (document.documentElement.scrollHeight - innerHeight)) {
        window.scrollBy(0, 300)
        for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
      }
      return Math.round(window.scrollY)
    })
    const piece = await pieceInView()
    expect(piece).toBeTruthy()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).dispatchEvent('click')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Furniture made to be lived with, and repaired')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
    await expect.poll(async () => Math.abs((await scrollY(page)) - position)).toBeLessThanOrEqual(4)
    expect(await pieceInView()).toBe(piece)
  })
})
