import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe's violations on the page as it is, one line each (the rule, then the elements), by one set
 * of rules for every spec. Only violations are worked out in full (axe's `resultTypes`, made for
 * speed): a check of one page took 1.2–1.8 s instead of 1.4–2.4 s.
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<Array<string>> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] })
  if (exclude) builder = builder.exclude(exclude)
  const { violations } = await builder.analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
}
