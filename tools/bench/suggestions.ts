import type { Browser } from '@playwright/test'
import { errorMessage, median, percentile } from './stats.ts'
import { PHONE, PHONE_CPU_SLOWDOWN } from './phone.ts'

/** How long the header's suggestions take to follow a keystroke, per language. */
export type SuggestionResult = {
  locale: 'en' | 'zh'
  typed: string
  /** Median, 75th percentile and slowest over every keystroke of every sample, keydown → the updated list painted. */
  medianMs: number | null
  p75Ms: number | null
  maxMs: number | null
  samples: Array<number>
  errors: Array<string>
}

// What a shopper types, key by key: English, and pinyin on a Chinese page.
const TYPED = { en: 'sofa', zh: 'shafa' } as const
const BETWEEN_KEYS_MS = 400

/** Installed in the page: times each keystroke in the field from its keydown to the paint of the list it changed. */
function timeKeystrokes(): void {
  const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!
  const list = document.getElementById(input.getAttribute('aria-controls')!)!
  const times: Array<number> = []
  let keydownAt: number | null = null
  input.addEventListener('keydown', (event) => void (keydownAt = event.timeStamp), { capture: true })
  new MutationObserver(() => {
    // The list has followed the key once its "all results" entry quotes what is in the field.
    if (keydownAt === null || !list.textContent?.includes(`“${input.value.trim()}”`)) return
    const started = keydownAt
    keydownAt = null
    // rAF runs just before the frame is painted; a message posted from it is handled after the paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => times.push(performance.now() - started)
      channel.port2.postMessage(null)
    })
  }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true })
  Object.assign(window, { __keystrokeTimes: times })
}

export async function measureSuggestions(
  browser: Browser,
  origin: string,
  locale: 'en' | 'zh',
  samples: number,
): Promise<SuggestionResult> {
  const all: Array<number> = []
  const errors: Array<string> = []
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext(PHONE)
    try {
      const page = await context.newPage()
      await page.goto(`${origin}${locale === 'zh' ? '/zh/faq' : '/faq'}`, { waitUntil: 'networkidle' })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
      await page.locator('.search-box__toggle').click()
      const field = page.locator('input[role="combobox"]')
      await field.focus()
      // The index arrives on first focus; the figure is about typing, not about the download.
      await page
        .waitForResponse((response) => response.url().endsWith(`/api/v1/${locale}/search.json`), { timeout: 20_000 })
        .catch(() => {})
      await page.waitForTimeout(1_500)
      await page.evaluate(timeKeystrokes)
      for (const key of TYPED[locale]) {
        await page.keyboard.press(key)
        await page.waitForTimeout(BETWEEN_KEYS_MS)
      }
      const times = await page.evaluate(() => (window as unknown as { __keystrokeTimes: Array<number> }).__keystrokeTimes)
      if (times.length < TYPED[locale].length) throw new Error(`${times.length} of ${TYPED[locale].length} keystrokes changed the list`)
      all.push(...times.map(Math.round))
    } catch (error) {
      errors.push(errorMessage(error))
    } finally {
      await context.close().catch(() => {})
    }
  }
  return {
    locale,
    typed: TYPED[locale],
    medianMs: median(all),
    p75Ms: percentile(all, 75),
    maxMs: all.length ? Math.max(...all) : null,
    samples: all,
    errors,
  }
}

export type SuggestionBudget = { suggestionP75Ms: number; slowestSuggestionMs: number }

/**
 * The budgets a language's keystrokes miss: the 75th percentile, as Core Web Vitals judge
 * responsiveness (not by the single worst event), and a cap on the slowest keystroke.
 */
export function suggestionFailures(result: SuggestionResult, budget: SuggestionBudget) {
  const checks = [
    { metric: 'suggestionP75Ms', value: result.p75Ms, limit: budget.suggestionP75Ms },
    { metric: 'slowestSuggestionMs', value: result.maxMs, limit: budget.slowestSuggestionMs },
  ]
  return checks
    .filter((check) => check.value === null || check.value > check.limit)
    .map((check) => ({
      path: `search (${result.locale})`,
      metric: check.metric,
      value: check.value ?? NaN,
      limit: check.limit,
      provisional: true,
    }))
}
