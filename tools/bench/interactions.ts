import type { Browser, Page } from '@playwright/test'
import { clickUntilNewHeading, type ClickArgs } from './inPage.ts'
import type { BenchPage } from './pages.ts'
import { errorMessage, median, withTimeout } from './stats.ts'
import { PHONE, PHONE_CPU_SLOWDOWN, PHONE_NETWORK } from './phone.ts'

export type InteractionResult = {
  /** Cold client-side navigation to this page (its code not loaded yet), click → new <h1> painted; null: no link leads here. */
  routeChangeMs: number | null
  routeChangeFrom: string | null
  /** Language switch on this page (the other language never loaded in this tab), click → <h1> in the other language painted. */
  languageSwitchMs: number | null
  samples: { routeChange: Array<number>; languageSwitch: Array<number> }
  errors: Array<string>
}

/** The shopper reads for a while before tapping: the idle-time work of the page has its chance. */
const READING_MS = 2_000
const LOAD_TIMEOUT = 20_000
/** A click's effect normally shows within about a second, even with the CPU slowed down. */
const CLICK_TIMEOUT = 8_000

/** Waits until no request has started or finished for `quietMs` (the app's idle-time fetches included). */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 10_000) {
  let last = Date.now()
  const bump = () => (last = Date.now())
  page.on('request', bump)
  page.on('requestfinished', bump)
  page.on('requestfailed', bump)
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100)
  } finally {
    page.off('request', bump)
    page.off('requestfinished', bump)
    page.off('requestfailed', bump)
  }
}

/**
 * One sample in a fresh context: load the page that links here, slow the CPU down 4x, click the
 * link; then, on the new page, click the language switcher. Pages no link leads to are loaded
 * directly and only the language switch is measured. Each figure is reported as soon as it is
 * measured, so that a failing language switch keeps the route change.
 */
/** The shop's language switcher: the button of the language not shown. */
export const SHOP_LANGUAGE_SWITCH = () => '.locale-switcher button[aria-pressed="false"]'

async function sample(
  browser: Browser,
  origin: string,
  page: BenchPage,
  switchSelector: (page: BenchPage) => string,
  report: (kind: 'route' | 'language', ms: number) => void,
) {
  const context = await browser.newContext(PHONE)
  try {
    const tab = await context.newPage()
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
    await tab.goto(origin + (page.linkFrom ?? page.path), { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT })
    await tab.locator('h1').first().waitFor({ timeout: LOAD_TIMEOUT })
    await networkQuiet(tab)

    if (page.linkFrom !== null) {
      // The first link to the page a shopper can see: scrolled to (a footer link), never one inside the closed menu.
      const link = tab.locator(`a[href="${page.path}"]`).filter({ visible: true }).first()
      await link.scrollIntoViewIfNeeded({ timeout: CLICK_TIMEOUT })
      await link.evaluate((element) => element.setAttribute('data-bench-target', ''))
      await tab.waitForTimeout(READING_MS)
      const args: ClickArgs = { selector: '[data-bench-target]', want: 'any', timeoutMs: CLICK_TIMEOUT }
      const nav = await tab.evaluate(clickUntilNewHeading, args)
      if (nav.path !== page.path) throw new Error(`the link led to ${nav.path}, not ${page.path}`)
      report('route', nav.ms)
      await networkQuiet(tab)
    }
    await tab.waitForTimeout(READING_MS)
    const args: ClickArgs = {
      selector: switchSelector(page),
      want: page.locale === 'en' ? 'zh' : 'en',
      timeoutMs: CLICK_TIMEOUT,
    }
    const switched = await tab.evaluate(clickUntilNewHeading, args)
    report('language', switched.ms)
  } finally {
    await context.close().catch(() => {})
  }
}

export async function measureInteractions(
  browser: Browser,
  origin: string,
  page: BenchPage,
  samples: number,
  switchSelector: (page: BenchPage) => string = SHOP_LANGUAGE_SWITCH,
): Promise<InteractionResult> {
  const routeChange: Array<number> = []
  const languageSwitch: Array<number> = []
  const errors: Array<string> = []
  for (let i = 0; i < samples; i++) {
    try {
      const report = (kind: 'route' | 'language', ms: number) => (kind === 'route' ? routeChange : languageSwitch).push(ms)
      await withTimeout(sample(browser, origin, page, switchSelector, report), 3 * LOAD_TIMEOUT, `interactions on ${page.path}`)
    } catch (error) {
      errors.push(errorMessage(error))
    }
  }
  const round = (n: number | null) => (n === null ? null : Math.round(n))
  return {
    routeChangeMs: round(median(routeChange)),
    routeChangeFrom: page.linkFrom,
    languageSwitchMs: round(median(languageSwitch)),
    samples: { routeChange: routeChange.map(Math.round), languageSwitch: languageSwitch.map(Math.round) },
    errors,
  }
}
