/**
 * The fourteen fault scenarios of the reliability goal (performance-reliability.md §6, R2), in
 * order, each with its expected outcome, plus the checks they all share (`expectSurvived`: no
 * reload storm, no blank page, no uncaught error). Only these faults live here; the hourly
 * check's normal path, hover preloads and redirects stay in freshness.spec.ts.
 */
import type { Page, Route } from '@playwright/test'
import { FAILED_RESOURCE, expect, test } from './fixtures'
import { META, countDocumentLoads, expectSurvived, isSameDocument, letTheMetaArrive, markDocument, paths } from './faultChecks'

const HOUR = 60 * 60 * 1000
const FAQ_CHUNK = /\/assets\/faq-[\w-]+\.js$/
const CATALOG_CHUNK = /\/assets\/messages-[\w-]+\.js$/
/** The shell chunk, with React: the code every page starts with (tools/build/shellChunk.ts). */
const SHELL_CHUNK = /\/assets\/shell-[\w-]+\.js$/
const LATEST = /\/builds\/latest\.json/
/** What the router logs when it catches a page whose code did not load. */
const CHUNK_FAILED = /Failed to fetch dynamically imported module|net::ERR_/

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true })
const updateRegion = (page: Page) => page.locator('.update-notice-region')

/** Fails the FAQ's code for good, navigates to it, and expects the error page after at most one reload. */
async function expectErrorPageAfterOneReload(page: Page, fail: (route: Route) => Promise<void>) {
  const loads = countDocumentLoads(page)
  await page.route(FAQ_CHUNK, fail)
  await page.goto('/')
  await expect(h1(page)).toBeVisible()
  await footerLink(page, 'FAQ').click()
  await expect(h1(page)).toHaveText('Internal Server Error')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  return loads
}

test.describe('a page whose code fails to load', () => {
  test('1. a chunk 404 after a deploy: one reload, then the intended page', async ({ page, consoleMessages, expectConsole }) => {
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED) // logged before the reload
    const loads = countDocumentLoads(page)
    await page.route(FAQ_CHUNK, (route) => (loads.length < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()))
    await page.goto('/')
    await expect(h1(page)).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery and returns' }).click()
    await expect(h1(page)).toHaveText('Frequently asked questions')
    await expect(page).toHaveURL(/\/faq#delivery$/)
    expect(paths(loads)).toEqual(['/', '/faq'])
    await expectSurvived(page, loads, consoleMessages)
  })

  test('1b. the code every page starts with 404s after a deploy: one reload, then the page works', async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(FAILED_RESOURCE) // logged before the reload
    const loads = countDocumentLoads(page)
    await page.route(SHELL_CHUNK, (route) => (loads.length < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()))
    await page.goto('/faq')
    await expect(page.locator('html[data-interactive]')).toBeAttached()
    expect(paths(loads)).toEqual(['/faq', '/faq'])
    await footerLink(page, 'Contact us').click()
    await expect(h1(page)).not.toHaveText('Frequently asked questions')
    expect(paths(loads), 'the app, not a full load, changed the page').toEqual(['/faq', '/faq'])
    await expectSurvived(page, loads, consoleMessages)
  })

  test.describe(() => {
    // The app never starts here: the prerendered page is what the shopper keeps.
    test.use({ appStarts: false })
    test('1c. the code every page starts with 404s for good: one reload, then the prerendered page, logged', async ({
      page,
      consoleMessages,
      expectConsole,
    }) => {
      expectConsole(FAILED_RESOURCE, /^The shop could not load its code/)
      const loads = countDocumentLoads(page)
      await page.route(SHELL_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }))
      await page.goto('/faq')
      await expect.poll(() => consoleMessages.some(({ text }) => text.startsWith('The shop could not load its code'))).toBe(true)
      await expect(h1(page)).toHaveText('Frequently asked questions')
      expect(paths(loads)).toEqual(['/faq', '/faq'])
      await expectSurvived(page, loads, consoleMessages)
    })
  })

  test('2. a chunk 404 for good: at most one reload, then the error page with Try again', async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED)
    const loads = await expectErrorPageAfterOneReload(page, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await expectSurvived(page, loads, consoleMessages)
    expect(paths(loads)).toEqual(['/', '/faq'])
  })

  test("3. a chunk request that fails (abort 'failed'): at most one reload, then the error page", async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED)
    const loads = await expectErrorPageAfterOneReload(page, (route) => route.abort('failed'))
    await expectSurvived(page, loads, consoleMessages)
    expect(paths(loads)).toEqual(['/', '/faq'])
  })

  test("4a. a chunk request that times out (abort 'timedout'): at most one reload, then the error page", async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED)
    const loads = await expectErrorPageAfterOneReload(page, (route) => route.abort('timedout'))
    await expectSurvived(page, loads, consoleMessages)
    expect(paths(loads)).toEqual(['/', '/faq'])
  })

  test('4b. a stalled chunk: the current page stays usable, and its late failure changes nothing', async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED)
    const loads = countDocumentLoads(page)
    const stalled: Array<Route> = []
    await page.route(FAQ_CHUNK, (route) => void stalled.push(route)) // never answered until released
    await page.goto('/')
    await expect(h1(page)).toBeVisible()
    await footerLink(page, 'FAQ').click()
    await expect.poll(() => stalled.length).toBeGreaterThan(0)
    // While the code hangs, the shopper still sees a page and can go elsewhere.
    await expect(h1(page)).toHaveText('Kova: the sofa that grows with your home')
    await footerLink(page, 'Videos').click()
    await expect(h1(page)).toHaveText('Videos')
    // The stalled request finally times out: the abandoned navigation must not reload or show an error.
    await Promise.all(stalled.map((route) => route.abort('timedout')))
    await expectSurvived(page, loads, consoleMessages)
    await expect(h1(page)).toHaveText('Videos')
    expect(paths(loads)).toEqual(['/'])
  })
})

test('5. offline, then a page whose code is not loaded: an offline message, no reload, Try again works', async ({
  page,
  context,
  consoleMessages,
  expectConsole,
}) => {
  // The meta's prefetch may fall into the offline time too.
  expectConsole(FAILED_RESOURCE, CHUNK_FAILED, /^Could not load the build meta:/)
  const loads = countDocumentLoads(page)
  await page.goto('/')
  await expect(h1(page)).toBeVisible()
  await context.setOffline(true)
  await footerLink(page, 'Videos').click()
  await expect(h1(page)).toHaveText('Internal Server Error')
  await expect(page.getByText('You seem to be offline.')).toBeVisible()
  await expectSurvived(page, loads, consoleMessages)
  expect(paths(loads)).toEqual(['/'])

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(h1(page)).toHaveText('Videos')
})

test('6. a language catalog that fails to load: logged once, the page stays in English, no reload', async ({
  page,
  consoleMessages,
  expectConsole,
}) => {
  expectConsole(/^Failed locale loading:/, FAILED_RESOURCE)
  const loads = countDocumentLoads(page)
  // The page's own catalog comes; the other language's (preloaded in idle time, then asked for by the switch) does not.
  let pageCatalog: string | undefined
  await page.route(CATALOG_CHUNK, (route) => {
    pageCatalog ??= route.request().url()
    return route.request().url() === pageCatalog ? route.continue() : route.abort()
  })
  await page.goto('/faq')
  await expect(h1(page)).toHaveText('Frequently asked questions')

  await page.getByRole('button', { name: '中文' }).click()
  await expect.poll(() => consoleMessages.filter(({ text }) => text.startsWith('Failed locale loading:')).length).toBe(1)
  await expect(h1(page)).toHaveText('Frequently asked questions')
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
  await expectSurvived(page, loads, consoleMessages)
  expect(paths(loads)).toEqual(['/faq'])
})

test.describe('the hourly check for a new build', () => {
  for (const [number, name, answer] of [
    [7, 'a 500 with a JSON body', { status: 500, json: { id: 'a-newer-build', timestamp: 1 } }],
    [8, 'malformed JSON', { status: 200, contentType: 'application/json', body: '{"id": "x", ' }],
    [9, 'the HTML page of a SPA fallback', { status: 200, contentType: 'text/html', body: '<!doctype html><title>Shop</title>' }],
  ] as const) {
    test(`${number}. latest.json answering ${name}: no notice, nothing thrown, asked again next hour`, async ({
      page,
      consoleMessages,
      expectConsole,
    }) => {
      expectConsole(FAILED_RESOURCE)
      const loads = countDocumentLoads(page)
      await page.clock.install()
      let checks = 0
      await page.route(LATEST, (route) => {
        checks += 1
        return route.fulfill(answer)
      })
      const metaArrived = letTheMetaArrive(page)
      await page.goto('/')
      await expect(h1(page)).toBeVisible()
      await metaArrived()
      await page.clock.runFor(HOUR + 5_000)
      await expect.poll(() => checks).toBe(1)
      await expect(updateRegion(page)).toBeEmpty()
      await page.clock.runFor(HOUR)
      await expect.poll(() => checks).toBe(2)
      await expect(updateRegion(page)).toBeEmpty()
      await expectSurvived(page, loads, consoleMessages)
    })
  }

  test('10. latest.json with a new id: the notice shows once, polling stops, the next navigation is a full load', async ({
    page,
    consoleMessages,
  }) => {
    const loads = countDocumentLoads(page)
    await page.clock.install()
    let checks = 0
    await page.route(LATEST, (route) => {
      checks += 1
      return route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } })
    })
    const metaArrived = letTheMetaArrive(page)
    await page.goto('/faq')
    await expect(h1(page)).toHaveText('Frequently asked questions')
    await expect(updateRegion(page)).toBeEmpty()
    await metaArrived()

    await page.clock.runFor(HOUR + 5_000)
    await expect(updateRegion(page)).toContainText('A new version of the shop is available.')
    await page.clock.runFor(3 * HOUR)
    expect(checks).toBe(1)
    await expect(updateRegion(page).getByText('A new version of the shop is available.')).toHaveCount(1)

    await markDocument(page)
    await footerLink(page, 'Our story').click()
    await expect(h1(page)).toHaveText('Furniture made to be lived with, and repaired')
    expect(await isSameDocument(page)).toBe(false)
    await expectSurvived(page, loads, consoleMessages)
  })

  for (const effectiveType of ['4g', 'slow-2g']) {
    test(`10. the build meta is prefetched after idle, except on slow-2g (${effectiveType})`, async ({ page, consoleMessages }) => {
      await page.addInitScript((type) => Object.defineProperty(navigator, 'connection', { value: { effectiveType: type } }), effectiveType)
      const loads = countDocumentLoads(page)
      await page.clock.install()
      let metaRequests = 0
      page.on('request', (request) => void (META.test(request.url()) && (metaRequests += 1)))
      await page.goto('/')
      await expect(h1(page)).toBeVisible()
      await page.clock.runFor(5_000)
      if (effectiveType === 'slow-2g') {
        await page.waitForTimeout(500)
        expect(metaRequests).toBe(0)
      } else await expect.poll(() => metaRequests).toBe(1)
      await expectSurvived(page, loads, consoleMessages)
    })
  }
})

for (const [name, answer] of [
  ['a 404', { status: 404, body: 'Not found' }],
  ['malformed', { status: 200, contentType: 'application/json', body: '{"id": 1, "matcher": [' }],
] as const) {
  test(`11. the build meta ${name}: logged, and the compiled-in redirects still apply`, async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    expectConsole(/^Could not load the build meta:/, FAILED_RESOURCE)
    const loads = countDocumentLoads(page)
    let metaRequests = 0
    await page.route(META, (route) => {
      metaRequests += 1
      return route.fulfill(answer)
    })
    await page.goto('/')
    await expect(h1(page)).toBeVisible()
    await expect.poll(() => metaRequests).toBeGreaterThan(0)
    await expect.poll(() => consoleMessages.some(({ text }) => text.startsWith('Could not load the build meta:'))).toBe(true)
    // An old bookmark followed inside the app (as a link or back/forward would).
    await page.evaluate(() => {
      history.pushState(null, '', '/about')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(/\/our-story$/)
    await expect(h1(page)).toHaveText('Furniture made to be lived with, and repaired')
    await expectSurvived(page, loads, consoleMessages)
    expect(paths(loads)).toEqual(['/'])
  })
}

test('12. a slow network (400 ms, 400 kbit/s) and a 6x slower CPU: the pending skeleton, then the page, no error', async ({
  page,
  consoleMessages,
}) => {
  test.slow()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  const loads = countDocumentLoads(page)
  await page.goto('/')
  await expect(h1(page)).toHaveText('Kova: the sofa that grows with your home', { timeout: 30_000 })
  // The prerendered page shows long before the app has started on this network (a click before
  // that is a plain link, a full load); the skeleton is the app's, so wait for it.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 60_000 })
  // The collection's data is held until the skeleton shows, so the check does not depend on how
  // fast this machine is; then it arrives, over the same slow network.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/api\/v1\/en\/collections\/sale\.json$/, async (route) => {
    await released
    await route.continue()
  })
  await footerLink(page, 'Sale').click()
  await expect(page.locator('[aria-busy="true"]')).toBeVisible({ timeout: 30_000 })
  release()
  await expect(h1(page)).toHaveText('Sale', { timeout: 30_000 })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectSurvived(page, loads, consoleMessages)
})

test('13. malformed percent-encoding and unknown deep links: the 404 page with the path as text', async ({ page, consoleMessages }) => {
  const loads = countDocumentLoads(page)
  // The path as the address bar shows it (the router writes a bare % of the query as %25).
  for (const [path, shown] of [
    ['/%', '/%'],
    ['/faq%E0%A4%A', '/faq%E0%A4%A'],
    ['/collections/%ff/products/%', '/collections/%ff/products/%'],
    ['/zh/%E0%A4%A?sort=%', '/zh/%E0%A4%A?sort=%25'],
    ['/a/b/c/d/e/f/g/h', '/a/b/c/d/e/f/g/h'],
  ] as const) {
    await page.goto(path)
    await expect(h1(page)).toHaveText(new RegExp(`^(Page not found: |页面未找到：)${shown.replace(/[?%/]/g, '\\$&')}$`, 'i'))
    await expect(page).toHaveTitle(/Page Not Found|页面未找到/)
  }
  await expectSurvived(page, loads.slice(-1), consoleMessages)
})

test.describe('storage that throws (localStorage, sessionStorage and document.cookie blocked)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { get: blocked, configurable: true })
      Object.defineProperty(Document.prototype, 'cookie', { get: blocked, set: blocked, configurable: true })
    })
  })

  test('14. the shop renders and add to cart works for the visit', async ({ page, consoleMessages, expectConsole }) => {
    expectConsole(/^The cart could not be saved on this device/, /^A list could not be saved on this device/)
    const loads = countDocumentLoads(page)
    await page.goto('/collections/kova/products/kova-l-shape-ottoman')
    await expect(h1(page)).toHaveText('Kova L-shape ottoman')
    expect(await page.evaluate(() => localStorage.length).catch(() => 'blocked')).toBe('blocked')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: '中文' }).click()
    await expect(h1(page)).toHaveText('Kova L 型脚凳')
    await expectSurvived(page, loads, consoleMessages)
  })

  test('14. a page whose code is missing for good: no reload loop without storage, the error page', async ({
    page,
    consoleMessages,
    expectConsole,
  }) => {
    // No guard could survive a reload without sessionStorage, so the app does not reload on its
    // own at all (src/lib/reloadApp.ts): the error page shows at once. (TanStack Router's lazy
    // component loader also reads `typeof sessionStorage` for its own guard and logs the
    // SecurityError.)
    expectConsole(FAILED_RESOURCE, CHUNK_FAILED, /^SecurityError: The operation is insecure/)
    const loads = await expectErrorPageAfterOneReload(page, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await expectSurvived(page, loads, consoleMessages)
    expect(paths(loads)).toEqual(['/'])
  })
})
