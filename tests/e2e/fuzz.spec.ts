/**
 * URL fuzzing against the built shop (reliability goal R1): with a fixed seed, FUZZ_RUNS URLs
 * (1,000 by default) from `fuzzUrls.ts`, each opened in one reused page. Property: no uncaught
 * error, no unexpected console error, no navigation off the shop's origin, no dialog (an
 * injected `alert`), and never a blank page (a level-1 heading and the main navigation show).
 *
 * Most URLs are reached the way the app itself navigates (history.pushState + popstate, which
 * TanStack Router follows), a share by a full page load, which also runs the server and the
 * boot code. `FUZZ_SEED=… FUZZ_RUNS=…` replays or widens a run; the seed is printed.
 */
import type { Page } from '@playwright/test'
import fc from 'fast-check'
import { FAILED_RESOURCE, expect, test } from './fixtures'
import { shopUrl } from './fuzzUrls'

const SEED = Number(process.env.FUZZ_SEED ?? 20261121)
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
/** One URL in this many is opened with a full page load. */
const FULL_LOAD_EVERY = 10

/** Warnings the shop gives on purpose about bad input (nothing else may be logged). */
const EXPECTED_CONSOLE = [FAILED_RESOURCE, /^Redirect to an untrusted host ignored:/]

type Snapshot = { href: string; heading: string | null; nav: boolean; busy: boolean }

/**
 * Waits until the page shows a heading and looks the same over two animation frames (in the
 * page, one round trip) and no request is in flight, then describes it. A page still blank
 * after 5 s (booting takes a moment) is reported as it is.
 */
async function settle(page: Page, inFlight: () => number, pushHref?: string): Promise<Snapshot> {
  for (let attempt = 0; ; attempt += 1) {
    const waiting = page.evaluate(
      async (href) => {
        // An in-app navigation, as the router's own links do it (same round trip as the wait).
        if (href) {
          history.pushState(null, '', href)
          dispatchEvent(new PopStateEvent('popstate'))
        }
        const look = (): Snapshot => {
          const heading = document.querySelector('h1')
          return {
            href: location.href,
            heading: heading && heading.getClientRects().length > 0 ? heading.textContent : null,
            nav: document.querySelector('nav') !== null,
            busy: document.querySelector('[aria-busy="true"]') !== null,
          }
        }
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
        const deadline = performance.now() + 5_000
        let previous = JSON.stringify(look())
        while (performance.now() < deadline) {
          await frame()
          const now = look()
          if (now.heading !== null && now.nav && !now.busy && JSON.stringify(now) === previous) return now
          previous = JSON.stringify(now)
        }
        return look()
      },
      attempt === 0 ? pushHref : undefined,
    )
    // A full load (a redirect rule, say) ends the wait early; wait for the new document instead.
    const snapshot = await waiting.catch(async (error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error
      await page.waitForLoadState()
      return undefined
    })
    if (snapshot && (inFlight() === 0 || attempt >= 20)) return snapshot
    if (attempt >= 20) throw new Error('the page never settled')
  }
}

test('fuzzed URLs: no uncaught error, no off-origin navigation, no dialog, never a blank page', async ({
  page,
  baseURL,
  expectConsole,
}) => {
  test.setTimeout(60_000 + RUNS * 1_000)
  expectConsole(...EXPECTED_CONSOLE)
  console.log(`URL fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`)
  const origin = new URL(baseURL!).origin

  const problems: Array<string> = []
  let inFlight = 0
  page.on('request', () => void (inFlight += 1))
  page.on('requestfinished', () => void (inFlight -= 1))
  page.on('requestfailed', () => void (inFlight -= 1))
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`))
  page.on('console', (message) => {
    const { type } = { type: message.type() }
    if ((type === 'error' || type === 'warning') && !EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) {
      problems.push(`console ${type}: ${message.text()}`)
    }
  })
  page.on('dialog', (dialog) => {
    problems.push(`dialog ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) problems.push(`navigated off origin to ${frame.url()}`)
  })
  // Nothing leaves the machine: another origin's request is refused (and, for a document, reported).
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      if (route.request().isNavigationRequest()) problems.push(`navigation request to ${route.request().url()}`)
      return route.abort('blockedbyclient')
    },
  )

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  let run = 0
  await fc.assert(
    fc.asyncProperty(shopUrl, async (url) => {
      run += 1
      problems.length = 0
      const href = origin + url
      const fullLoad = run % FULL_LOAD_EVERY === 0
      if (fullLoad) await page.goto(href)
      const snapshot = await settle(page, () => inFlight, fullLoad ? undefined : href)
      if (!snapshot.heading || !snapshot.nav) problems.push(`blank page: ${JSON.stringify(snapshot)}`)
      if (problems.length > 0) {
        // Start the next case from a fresh page, so one failure does not cascade.
        await page.goto('/')
        throw new Error(`${url}\n  ${problems.join('\n  ')}`)
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  )
  expect(run).toBe(RUNS)
})
