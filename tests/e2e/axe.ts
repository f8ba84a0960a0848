import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe's violations on the page as it is, one line each (the rule, then the elements), by one set
 * of rules for every spec, WCAG 2.2's `target-size` among them. Only
 * violations are worked out in full (axe's `resultTypes`, made for speed).
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<Array<string>> {
  // `options` replaces what `withTags` set, so it comes first. Legacy mode runs axe in the page
  // itself instead of gathering each frame's results in a new blank page, a third of the time per
  // scan; it skips cross-origin frames, and the shop's only one (a video player) is excluded anyway.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
  if (exclude) builder = builder.exclude(exclude)
  const { violations, toolOptions } = await builder.analyze()
  const asked = JSON.stringify({ type: 'tag', values: TAGS })
  if (JSON.stringify(toolOptions.runOnly) !== asked) throw new Error(`axe ran ${JSON.stringify(toolOptions.runOnly)}, not ${asked}`)
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}
