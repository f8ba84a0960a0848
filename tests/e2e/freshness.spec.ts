import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const HOUR = 60 * 60 * 1000
const FAQ_CHUNK = /\/assets\/faq-[\w-]+\.js$/

/** Marks the current document; a full page load forgets the mark, an in-app navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}
async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
}

/** The update notice's live region (other live regions, like the FAQ's count, may be on the page). */
const updateRegion = (page: Page) => page.locator('.update-notice-region')

/** Counts full document loads of the main frame. */
function countDocumentLoads(page: Page) {
  const loads: Array<string> = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()).pathname)
  })
  return loads
}

/** Drops the browser's own console note about responses the test made fail on purpose. */
function forgetExpectedNetworkErrors(consoleErrors: Array<string>) {
  const unexpected = consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))
  consoleErrors.length = 0
  consoleErrors.push(...unexpected)
}

test.describe('the hourly check for a new build', () => {
  test('shows the notice after an hour; the next navigation is a full page load', async ({ page }) => {
    await page.clock.install()
    await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    await expect(updateRegion(page)).toBeEmpty()

    await page.clock.runFor(HOUR + 5_000)
    await expect(updateRegion(page)).toContainText('A new version of the shop is available.')

    await markDocument(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Furniture made to be lived with, and repaired')
    expect(await isSameDocument(page)).toBe(false)
  })

  test('Reload loads the page afresh', async ({ page }) => {
    await page.clock.install()
    await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.runFor(HOUR + 5_000)
    await markDocument(page)
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
    await expect.poll(() => isSameDocument(page)).toBe(false)
    await expect(page).toHaveURL(/\/videos$/)
  })

  test('the same build id shows nothing', async ({ page }) => {
    await page.clock.install()
    let checks = 0
    await page.route(/\/builds\/latest\.json/, (route) => {
      checks += 1
      return route.continue()
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.clock.runFor(HOUR + 5_000)
    await expect.poll(() => checks).toBe(1)
    await expect(updateRegion(page)).toBeEmpty()
  })

  for (const [name, answer] of [
    ['a 500', { status: 500, body: 'Internal Server Error' }],
    ['an HTML page', { status: 200, contentType: 'text/html', body: '<!doctype html><title>Shop</title>' }],
    ['broken JSON', { status: 200, contentType: 'application/json', body: '{"id": "x", ' }],
  ] as const) {
    test(`${name} from latest.json shows nothing and throws nothing`, async ({ page, consoleErrors }) => {
      await page.clock.install()
      let checks = 0
      await page.route(/\/builds\/latest\.json/, (route) => {
        checks += 1
        return route.fulfill(answer)
      })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.clock.runFor(HOUR + 5_000)
      await expect.poll(() => checks).toBe(1)
      await expect(updateRegion(page)).toBeEmpty()
      await page.clock.runFor(HOUR)
      await expect.poll(() => checks).toBe(2)
      forgetExpectedNetworkErrors(consoleErrors)
    })
  }
})

test.describe('a page whose code fails to load', () => {
  test('reloads once to the intended URL, then renders when the code is back', async ({ page, consoleErrors }) => {
    const loads = countDocumentLoads(page)
    await page.route(FAQ_CHUNK, (route) => (loads.length < 2 ? route.abort() : route.continue()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and returns' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
    await expect(page).toHaveURL(/\/faq#delivery$/)
    expect(loads).toEqual(['/', '/faq'])
    consoleErrors.length = 0 // the aborted chunk and the caught error were logged before the reload
  })

  test('missing for good: at most one reload, then the error page with Try again', async ({ page, consoleErrors }) => {
    const loads = countDocumentLoads(page)
    await page.route(FAQ_CHUNK, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await page.waitForTimeout(1_500) // a reload loop would show up here
    expect(loads).toEqual(['/', '/faq'])
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    consoleErrors.length = 0
  })

  test('a failed preload on hover does not reload', async ({ page, consoleErrors }) => {
    const loads = countDocumentLoads(page)
    await page.route(FAQ_CHUNK, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const preload = page.waitForRequest(FAQ_CHUNK)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).hover()
    await preload
    await page.waitForTimeout(500)
    expect(loads).toEqual(['/'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
    consoleErrors.length = 0
  })

  test('offline: no reload, an error page that says so, and Try again once back online', async ({ page, context, consoleErrors }) => {
    const loads = countDocumentLoads(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Videos' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    await expect(page.getByText('You seem to be offline.')).toBeVisible()
    expect(loads).toEqual(['/'])

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
    consoleErrors.length = 0
  })
})

test('an old address redirects to its new page', async ({ page }) => {
  await page.goto('/contact')
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await page.goto('/zh/about')
  await expect(page).toHaveURL(/\/zh\/our-story$/)
})

test('the build publishes its id and meta, cached as a deploy needs', async ({ request }) => {
  const latest = await request.get('/builds/latest.json')
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number }
  expect(typeof timestamp).toBe('number')
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(meta.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(await meta.json()).toMatchObject({ id, timestamp, matcher: { static: { '/contact': { redirect: '/contact-us' } } }, prerendered: [] })
})
