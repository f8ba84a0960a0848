import type { Page } from '@playwright/test'
import { FAILED_RESOURCE, expect, test } from './fixtures'
import { META, countDocumentLoads, isSameDocument, letTheMetaArrive, markDocument, paths } from './faultChecks'

// The faults (failed chunks, offline, bad answers from latest.json or the meta) are in faults.spec.ts.

const HOUR = 60 * 60 * 1000
const FAQ_CHUNK = /\/assets\/faq-[\w-]+\.js$/

/** The update notice's live region (other live regions, like the FAQ's count, may be on the page). */
const updateRegion = (page: Page) => page.locator('.update-notice-region')

test.describe('the hourly check for a new build', () => {
  test('Reload loads the page afresh', async ({ page }) => {
    await page.clock.install()
    await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))
    const metaArrived = letTheMetaArrive(page)
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await metaArrived()
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
    const metaArrived = letTheMetaArrive(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await metaArrived()
    await page.clock.runFor(HOUR + 5_000)
    await expect.poll(() => checks).toBe(1)
    await expect(updateRegion(page)).toBeEmpty()
  })
})

test.describe('a page whose code fails to load on hover', () => {
  test('a failed preload on hover does not reload', async ({ page, expectConsole }) => {
    expectConsole(FAILED_RESOURCE)
    const loads = countDocumentLoads(page)
    await page.route(FAQ_CHUNK, (route) => route.abort())
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const preload = page.waitForRequest(FAQ_CHUNK)
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).hover()
    await preload
    await page.waitForTimeout(500)
    expect(paths(loads)).toEqual(['/'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
  })
})

test('an old address redirects to its new page', async ({ page }) => {
  await page.goto('/contact')
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await page.goto('/zh/about')
  await expect(page).toHaveURL(/\/zh\/our-story$/)
})

test("the running build's meta brings its redirects to pages already open", async ({ page }) => {
  // A rule the compiled-in copy does not have: it can only come from the meta fetched after idle.
  await page.route(META, async (route) => {
    const meta = (await (await route.fetch()).json()) as { matcher: { static: Record<string, unknown> } }
    meta.matcher.static['/lookbook'] = { redirect: '/videos' }
    await route.fulfill({ json: meta })
  })
  const metaArrived = page.waitForEvent('requestfinished', (request) => META.test(request.url()))
  await page.goto('/')
  await metaArrived
  // Arrived is not yet validated and cached: follow the old address again until the rule applies.
  await expect(async () => {
    await page.evaluate(() => {
      history.pushState(null, '', '/lookbook')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(/\/videos$/, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
})

test('the build publishes its id and meta, cached as a deploy needs', async ({ request }) => {
  const latest = await request.get('/builds/latest.json')
  expect(latest.headers()['cache-control']).toBe('no-cache')
  const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number }
  expect(typeof timestamp).toBe('number')
  const meta = await request.get(`/builds/meta/${id}.json`)
  expect(meta.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(await meta.json()).toMatchObject({
    id,
    timestamp,
    matcher: { static: { '/contact': { redirect: '/contact-us' } } },
    prerendered: expect.arrayContaining(['/', '/zh', '/faq', '/zh/faq', '/collections/kova/products/kova-l-shape-ottoman']),
  })
})
