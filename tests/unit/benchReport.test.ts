// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkPage, type Check } from '../../tools/bench/budgets'
import { formatFailures, type PageResult, type Report } from '../../tools/bench/report'

const check = (metric: string, value: number | null, limit: number, provisional = false): Check => ({
  metric,
  value,
  limit,
  kind: 'max',
  verdict: value === null ? 'n/a' : value <= limit ? 'pass' : 'fail',
  provisional,
})

function report(checks: Array<Check>, errors: Array<string> = []): Report {
  const page = { path: '/faq', checks, errors } as unknown as PageResult
  return {
    pages: [page],
    failures: checks
      .filter((c) => c.verdict === 'fail')
      .map((c) => ({ path: '/faq', metric: c.metric, value: c.value!, limit: c.limit, provisional: c.provisional })),
  } as unknown as Report
}

describe('the benchmark’s verdict', () => {
  it('says all budgets are met only when every one was measured and passed', () => {
    expect(formatFailures(report([check('jsGzip', 100, 120), check('tbtMs', 0, 50)]))).toMatch(/^All 2 budget checks met\./)
  })

  it('does not count a budget it could not measure as met', () => {
    const text = formatFailures(report([check('jsGzip', 100, 120), check('lcpMs', null, 800)], ['lighthouse: NO_NAVSTART']))
    expect(text).toMatch(/^1 budget check\(s\) met; 1 not measured\./)
    expect(text).toContain('1 measurement error(s):\n  /faq: lighthouse: NO_NAVSTART')
  })

  it('lists failed budgets, and provisional ones apart as never fatal', () => {
    const text = formatFailures(report([check('tbtMs', 75, 50), check('routeChangeMs', 300, 200, true)]))
    expect(text).toContain('1 budget(s) FAILED:\n  /faq')
    expect(text).toContain('1 provisional budget(s) missed (reported, never fatal):')
  })
})

describe('the budgets of a page', () => {
  const lighthouse = { performance: 1, lcpMs: 750, tbtMs: 0, cls: 0, accessibility: 1, bestPractices: 0.96, seo: 0.5 }
  const page = (path: string, route: string) => ({ path, route, firstLoad: null, lighthouse, interactions: null }) as unknown as PageResult

  it('leaves out the budgets a page is exempt from by design, instead of counting them as not measured', () => {
    const metrics = checkPage(page('/zh/nope', '/nope')).map((c) => c.metric)
    expect(metrics).not.toContain('seo')
    expect(metrics).not.toContain('bestPractices')
    expect(metrics).toContain('accessibility')
  })

  it('checks every other page against them', () => {
    const checks = checkPage(page('/faq', '/faq'))
    expect(checks.find((c) => c.metric === 'seo')).toMatchObject({ value: 0.5, verdict: 'fail' })
    expect(checks.find((c) => c.metric === 'bestPractices')).toMatchObject({ value: 0.96, verdict: 'fail' })
  })

  it('checks the blocking time at the default 4x apart from the calibrated one, and only when it was measured apart', () => {
    const at4x = (tbtMs: number) => ({ ...page('/zh', '/'), lighthouseAt4x: { ...lighthouse, tbtMs } }) as PageResult
    expect(checkPage(at4x(151)).find((c) => c.metric === 'tbtMsAt4x')).toMatchObject({ limit: 150, verdict: 'fail' })
    expect(checkPage(at4x(150)).find((c) => c.metric === 'tbtMsAt4x')).toMatchObject({ verdict: 'pass' })
    expect(checkPage({ ...page('/zh', '/'), lighthouseAt4x: null }).find((c) => c.metric === 'tbtMsAt4x')).toBeUndefined()
    expect(checkPage({ ...page('/zh', '/'), lighthouse: null, lighthouseAt4x: null }).find((c) => c.metric === 'tbtMsAt4x')).toMatchObject({
      verdict: 'n/a',
    })
    expect(checkPage(at4x(151)).find((c) => c.metric === 'tbtMs')).toMatchObject({ value: 0, verdict: 'pass' })
  })
})
