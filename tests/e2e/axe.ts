import axe from 'axe-core'
import type { Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The width and language each axe sweep runs at: both widths and both languages, in two of the four
 * pairings, as the other engines run their journeys (docs/reliability.md#axe-pairwise).
 */
export const AXE_PAIRINGS = [
  [375, 'zh'],
  [1440, 'en'],
] as const

/**
 * axe's violations on the page as it is, one line each (the rule, then the elements), by one set
 * of rules for every spec, WCAG 2.2's `target-size` among them. axe-core runs in the page itself,
 * put there once per document: `@axe-core/playwright` evaluated its source twice per check, about
 * half of each check's time (docs/reliability.md#ci-time). Only violations are worked out in full
 * (axe's `resultTypes`, made for speed). The shop has no frame of its own; the one a video player
 * adds is excluded from its check, so frames are not visited.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<Array<string>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ tags, exclude }): Promise<Array<string>> => {
      const { axe: inPage } = window as unknown as { axe: typeof axe }
      // The page at rest: text in the middle of a fade (the links the desktop's search field covers) is not what a shopper
      // reads. Running, finite animations only, and at most 2 s of them.
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      const settled = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))])
      const options = {
        resultTypes: ['violations'] as Array<'violations'>,
        runOnly: { type: 'tag' as const, values: tags },
        iframes: false,
      }
      const results = await inPage.run(exclude ? { exclude: [exclude] } : document, options)
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    },
    { tags: TAGS, exclude },
  )
}
