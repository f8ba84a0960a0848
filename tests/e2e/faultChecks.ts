import type { Page } from '@playwright/test'
import { expect, type ConsoleEntry } from './fixtures'

/** Full document loads of the main frame (first load and reloads included), with when they started. */
export type DocumentLoads = Array<{ path: string; at: number }>

export function countDocumentLoads(page: Page): DocumentLoads {
  const loads: DocumentLoads = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push({ path: new URL(request.url()).pathname, at: Date.now() })
    }
  })
  return loads
}

export const paths = (loads: DocumentLoads) => loads.map(({ path }) => path)

/** A reload loop needs a moment to show itself; a settled page does nothing in this time. */
const SETTLE_MS = 1_500
const STORM_WINDOW_MS = 10_000
const STORM_LIMIT = 2

/**
 * The checks every fault scenario shares, run on the end state:
 * - no reload storm: at most 2 document loads within any 10 s;
 * - no blank page: still on the shop's origin, a level-1 heading and the main navigation visible;
 * - no uncaught error (even one a test allowed on the console).
 */
export async function expectSurvived(page: Page, loads: DocumentLoads, consoleMessages: Array<ConsoleEntry>) {
  await page.waitForTimeout(SETTLE_MS)
  for (const { at } of loads) {
    const inWindow = loads.filter((load) => load.at >= at && load.at < at + STORM_WINDOW_MS)
    expect(inWindow.length, `document loads within 10 s: ${paths(loads).join(', ')}`).toBeLessThanOrEqual(STORM_LIMIT)
  }
  expect(new URL(page.url()).protocol, 'the browser did not fall back to its own error page').toMatch(/^https?:$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: /^(Main|主导航)$/ })).toBeVisible()
  expect(consoleMessages.filter(({ type }) => type === 'pageerror')).toEqual([])
}

/** Marks the current document; a full page load forgets the mark, an in-app navigation keeps it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}
export async function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
}

export const META = /\/builds\/meta\/[\w-]+\.json$/

/**
 * Under the fake clock, lets the build meta's prefetch (a second after idle) finish before the
 * test jumps an hour: a jump during the real request would fire the client's timeout. Call
 * before `goto` (the installed clock also flows by itself); await after the page is up.
 */
export function letTheMetaArrive(page: Page) {
  // The whole body, not just the response headers: a jump while the body is still arriving
  // fires the client's timeout too.
  const meta = page.waitForEvent('requestfinished', (request) => META.test(request.url()))
  return async () => {
    await page.clock.runFor(5_000)
    await meta
  }
}
