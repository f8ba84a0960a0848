import { test as base, expect, type Page, type Request } from '@playwright/test'

/** One console error or warning, or an uncaught page error, as `type: text`. */
export type ConsoleEntry = { type: 'error' | 'warning' | 'pageerror'; text: string }

/**
 * Every test fails on a console error or warning and on an uncaught page error, unless it
 * declared that message beforehand or during the test:
 *
 *   test('…', async ({ page, expectConsole }) => {
 *     expectConsole(/^Failed locale loading:/, /net::ERR_FAILED/)
 *
 * or for a whole file / describe: `test.use({ expectedConsole: [/…/] })`. A pattern is tried on
 * the message's text; `consoleMessages` holds everything seen, for tests that want to assert a
 * message was logged (an allowed pattern alone does not demand it).
 */
export const test = base.extend<{
  /** Whether `page.goto` waits for the app to take the page over; `false` only where a fault stops it. */
  appStarts: boolean
  expectedConsole: Array<RegExp>
  allowedConsole: Array<RegExp>
  consoleMessages: Array<ConsoleEntry>
  expectConsole: (...patterns: Array<RegExp>) => void
}>({
  appStarts: [true, { option: true }],
  expectedConsole: [[], { option: true }],
  // The patterns this test allows; shared by the checker and `expectConsole`, which fills it.
  allowedConsole: async ({ expectedConsole }, use) => use([...expectedConsole]),
  consoleMessages: [
    async ({ page, allowedConsole }, use) => {
      const seen: Array<ConsoleEntry> = []
      page.on('console', (message) => {
        const type = message.type()
        if (type === 'error' || type === 'warning') seen.push({ type, text: message.text() })
      })
      page.on('pageerror', (error) => seen.push({ type: 'pageerror', text: `${error.name}: ${error.message}` }))
      // An unknown address answers with the 404 page and status 404, as it should; the browser
      // notes that status on the console once per such page, which is no fault of the shop.
      let notFoundDocuments = 0
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundDocuments += 1
      })
      await use(seen)
      const unexpected = seen.filter(({ text }) => {
        if (allowedConsole.some((pattern) => pattern.test(text))) return false
        if (notFoundDocuments > 0 && text.startsWith('Failed to load resource: the server responded with a status of 404')) {
          notFoundDocuments -= 1
          return false
        }
        return true
      })
      expect(unexpected, 'console errors, warnings and page errors the test did not expect').toEqual([])
    },
    { auto: true },
  ],
  expectConsole: async ({ allowedConsole }, use) => use((...patterns) => void allowedConsole.push(...patterns)),
  // A prerendered page is on screen before the app starts (after its first paint, see
  // tools/build/pageHtml.ts), so `page.goto` also waits for the app to take over, as a shopper
  // waits for a button to respond; a page it never takes over fails the test, unless the test
  // said so with `test.use({ appStarts: false })` (a fault that stops the app).
  page: async ({ page, javaScriptEnabled, appStarts }, use, testInfo) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (javaScriptEnabled !== false && appStarts) {
        // Half the test's time: 15 s, or 45 s for a test marked slow (a CPU slowed down 20x, say).
        const timeout = testInfo.timeout / 2
        await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout }).catch(() => {
          throw new Error(`The app did not take over ${url} within ${timeout / 1000} s`)
        })
      }
      return response
    }
    await use(page)
  },
})

export { expect }

/** The browser's own console note about a response the test made fail on purpose. */
export const FAILED_RESOURCE = /^Failed to load resource/
/** The header's search index and its engine: fetched on the field's first use, never before. */
export const SEARCH_INDEX = /\/search\.json$|\/engine-[\w-]+\.js$/

export type ShopQuery = { operation: string; variables: Record<string, unknown>; languageCode: string | null }

/** The Shop API query a request sends (its operation, variables and language); undefined for any other request. */
export function shopQueryOf(request: Request): ShopQuery | undefined {
  const url = new URL(request.url())
  if (url.pathname !== '/shop-api' || request.method() !== 'POST') return undefined
  const body = request.postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null
  return {
    operation: /(?:query|mutation) (\w+)/.exec(body?.query ?? '')?.[1] ?? '',
    variables: body?.variables ?? {},
    languageCode: url.searchParams.get('languageCode'),
  }
}

/** `Product:en:kova-armchair`, `Highlights:zh`: a Shop API query in a few words. */
export const shopQueryName = ({ operation, languageCode, variables }: ShopQuery) =>
  [operation, languageCode, variables.slug].filter(Boolean).join(':')

export const ROUTES: ReadonlyArray<{ path: string; heading: string | RegExp; nav: string | null }> = [
  { path: '/', heading: 'Kova: the sofa that grows with your home', nav: 'Shop' },
  { path: '/collections/kova/products/kova-l-shape-ottoman', heading: 'Kova L-shape ottoman', nav: null },
  { path: '/collections/sale', heading: 'Sale', nav: null },
  { path: '/coming-soon', heading: 'Aster: outdoor living, made to weather', nav: 'Coming soon' },
  { path: '/coming-soon/test', heading: 'Aster outdoor collection (test layout)', nav: null },
  { path: '/contact-us', heading: 'Contact us', nav: 'Contact us' },
  { path: '/download', heading: 'Your home, planned on your phone', nav: null },
  { path: '/entCustom', heading: 'Custom furniture for hotels, offices and homes you build', nav: 'For business' },
  { path: '/openapi', heading: 'The Woodnest Open API', nav: 'Open API' },
  { path: '/faq', heading: 'Frequently asked questions', nav: null },
  { path: '/our-story', heading: 'Furniture made to be lived with, and repaired', nav: null },
  { path: '/videos', heading: 'Videos', nav: null },
]

/** The scripts a prerendered page's HTML asks for: everything its first load needs. */
export async function scriptsListed(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text()
  return new Set([...html.matchAll(/<link rel="x-shop-(?:entry|preload)" href="([^"]+)"/g)].map(([, href]) => href!))
}

/** What this document fetched (Resource Timing: its own fetches only), and whether before the app took it over (`shop:interactive`, same clock). */
export function documentFetches(page: Page): Promise<Array<{ path: string; initiatorType: string; beforeInteractive: boolean }>> {
  return page.evaluate(() => {
    const interactiveAt = performance.getEntriesByName('shop:interactive')[0]?.startTime
    if (interactiveAt === undefined) throw new Error('the app has not taken this page over yet (no shop:interactive mark)')
    return (performance.getEntriesByType('resource') as Array<PerformanceResourceTiming>).map((entry) => ({
      path: new URL(entry.name).pathname,
      initiatorType: entry.initiatorType,
      beforeInteractive: entry.startTime < interactiveAt,
    }))
  })
}

/**
 * Marks the `<h1>` of these documents as they arrive. The mark survives only if React adopts the
 * prerendered markup; rendering the page afresh would replace the element.
 */
export async function markPrerenderedHeadings(page: Page, addresses: ReadonlySet<string>): Promise<void> {
  await page.route(
    (url) => addresses.has(url.pathname),
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<h1', '<h1 data-from-html') })
    },
  )
}

/**
 * Collects the Shop API requests a page sends before it is interactive: it hydrates with the
 * catalogue it carries, so any such request is one too many. The list fills as the test goes.
 */
export async function shopRequestsBeforeHydration(page: Page): Promise<Array<string>> {
  const early: Array<string> = []
  await page.route(
    (url: URL) => url.pathname === '/shop-api',
    async (route) => {
      // A page being left cannot say: its requests are not this page's first load.
      const hydrated = await page.evaluate(() => document.documentElement.hasAttribute('data-interactive')).catch(() => true)
      if (!hydrated) early.push(route.request().url())
      await route.continue()
    },
  )
  return early
}
