import budgets from '../../tests/budgets.json' with { type: 'json' }
import type { PageResult } from './report.ts'

/** One budget checked against one figure of a page. */
export type Check = {
  metric: string
  value: number | null
  limit: number
  /** `max`: the value must not exceed the limit; `min`: it must reach it. */
  kind: 'max' | 'min'
  /** `pass`, `fail`, or `n/a` when nothing was measured. */
  verdict: 'pass' | 'fail' | 'n/a'
  provisional: boolean
}

export { budgets }

function check(metric: string, value: number | null | undefined, limit: number, kind: 'max' | 'min', provisional = false): Check {
  const v = value ?? null
  const verdict = v === null ? 'n/a' : (kind === 'max' ? v <= limit : v >= limit) ? 'pass' : 'fail'
  return { metric, value: v, limit, kind, verdict, provisional }
}

/** Every budget of tests/budgets.json that applies to a page's figures. */
export function checkPage(page: PageResult): Array<Check> {
  const { target, lighthouse: lh, interaction } = budgets
  const bytes = page.firstLoad
  const lighthouse = page.lighthouse
  // A page exempt from a budget by design (tests/budgets.json) is not checked against it at all.
  const exempt = (metric: string) =>
    (metric === 'seo' && lh.seoExcept.includes(page.route)) || (metric === 'bestPractices' && lh.bestPracticesExcept.includes(page.route))
  // Absolute times are DESIGN.md's targets, reported and never judged here: a timing budget is a ratio (sideBySide.ts).
  const reported = true
  const checks = [
    check('jsGzip', bytes?.js.encoded, target.firstLoadJsGzip, 'max'),
    check('cssGzip', bytes?.css.encoded, target.firstLoadCssGzip, 'max'),
    check('htmlGzip', bytes?.html.encoded, target.htmlGzip, 'max'),
    check('performance', lighthouse?.performance, lh.performance, 'min', reported),
    check('lcpMs', lighthouse?.lcpMs, lh.largestContentfulPaintMs, 'max', reported),
    check('tbtMs', lighthouse?.tbtMs, lh.totalBlockingTimeMs, 'max', reported),
    check('tbtMsAt4x', page.lighthouseAt4x?.tbtMs, lh.totalBlockingTimeAt4xMs, 'max', reported),
    check('cls', lighthouse?.cls, lh.cumulativeLayoutShift, 'max'),
    check('accessibility', lighthouse?.accessibility, lh.accessibility, 'min'),
    check('bestPractices', lighthouse?.bestPractices, lh.bestPractices, 'min'),
    check('seo', lighthouse?.seo, lh.seo, 'min'),
    check('routeChangeMs', page.interactions?.routeChangeMs, interaction.routeChangeMs, 'max', reported),
    check('languageSwitchMs', page.interactions?.languageSwitchMs, interaction.languageSwitchMs, 'max', reported),
  ]
  // Lighthouse ran at 4x already when there is no separate 4x run: its TBT budget is the stricter one.
  const ranAt4x = lighthouse !== null && page.lighthouseAt4x === null
  return checks.filter((c) => !exempt(c.metric) && !(c.metric === 'tbtMsAt4x' && ranAt4x))
}
