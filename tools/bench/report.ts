import type { SuggestionResult } from './suggestions.ts'
import type { CheckoutResult } from './checkout.ts'
import { writeFileSync } from 'node:fs'
import type { Check } from './budgets.ts'
import type { FirstLoad } from './firstLoad.ts'
import type { InteractionResult } from './interactions.ts'
import type { LighthouseResult } from './lighthouse.ts'
import type { Locale } from './pages.ts'

export type PageResult = {
  path: string
  route: string
  locale: Locale
  /** As measured for the budgets: gzip only. */
  firstLoad: FirstLoad | null
  /** As Chromium fetches by default (brotli where the server has it); the file list left out. */
  firstLoadDefault: FirstLoad | null
  lighthouse: LighthouseResult | null
  /** At Lighthouse's default CPU 4x, when the factor used for `lighthouse` is another; null otherwise. */
  lighthouseAt4x: LighthouseResult | null
  interactions: InteractionResult | null
  checks: Array<Check>
  errors: Array<string>
}

export type Report = {
  date: string
  environment: {
    node: string
    chromium: string | null
    lighthouse: string | null
    benchmarkIndex: number | null
    cpus: number
    platform: string
  }
  options: {
    lighthouseRuns: number
    /** Lighthouse's CPU multiplier; null when Lighthouse did not run (`--skip=lighthouse`). */
    cpuSlowdown: number | null
    /** `flag`: given on the command line; otherwise calibrated to the host's benchmarkIndex. */
    cpuSlowdownFrom: 'flag' | { calibratedAtBenchmarkIndex: number } | 'not run'
    /** This host's benchmarkIndex before the runs; a Lighthouse run below half of it is retried (`ranAtUsualSpeed`). */
    benchmarkIndexAtStart?: number | null
    interactionSamples: number
    pages: ReadonlyArray<string> | null
    skipped: Array<string>
  }
  buildMs: number | null
  budgetsFile: string
  pages: Array<PageResult>
  /** The header's suggestions, keystroke → list painted (CPU 4x); null when skipped. */
  search: Array<SuggestionResult> | null
  /** "Place order" to the confirmation, per language (tools/bench/checkout.ts); null: not run. */
  checkout?: Array<CheckoutResult> | null
  failures: Array<{ path: string; metric: string; value: number; limit: number; provisional: boolean }>
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => String(Math.round(value))

/** Columns of the printed table: header, the check it shows (if any), how to format the figure. */
const COLUMNS: Array<{
  header: string
  value: (p: PageResult) => number | null | undefined
  format: (v: number) => string
  check?: string
}> = [
  { header: 'JS gz KB', value: (p) => p.firstLoad?.js.encoded, format: kb, check: 'jsGzip' },
  { header: 'JS raw KB', value: (p) => p.firstLoad?.js.decoded, format: kb },
  { header: 'idle KB', value: (p) => p.firstLoad?.prefetched.encoded, format: kb },
  { header: 'CSS gz KB', value: (p) => p.firstLoad?.css.encoded, format: kb, check: 'cssGzip' },
  { header: 'HTML gz KB', value: (p) => p.firstLoad?.html.encoded, format: kb, check: 'htmlGzip' },
  {
    header: 'req',
    value: (p) =>
      p.firstLoad ? p.firstLoad.js.requests + p.firstLoad.css.requests + p.firstLoad.html.requests + p.firstLoad.other.requests : null,
    format: String,
  },
  { header: 'perf', value: (p) => p.lighthouse?.performance, format: (v) => v.toFixed(2), check: 'performance' },
  { header: 'LCP', value: (p) => p.lighthouse?.lcpMs, format: ms, check: 'lcpMs' },
  { header: 'TBT', value: (p) => p.lighthouse?.tbtMs, format: ms, check: 'tbtMs' },
  { header: 'TBT 4x', value: (p) => p.lighthouseAt4x?.tbtMs, format: ms, check: 'tbtMsAt4x' },
  { header: 'CLS', value: (p) => p.lighthouse?.cls, format: (v) => v.toFixed(3), check: 'cls' },
  { header: 'FCP', value: (p) => p.lighthouse?.fcpMs, format: ms },
  { header: 'SI', value: (p) => p.lighthouse?.speedIndexMs, format: ms },
  { header: 'a11y', value: (p) => p.lighthouse?.accessibility, format: (v) => v.toFixed(2), check: 'accessibility' },
  { header: 'BP', value: (p) => p.lighthouse?.bestPractices, format: (v) => v.toFixed(2), check: 'bestPractices' },
  { header: 'SEO', value: (p) => p.lighthouse?.seo, format: (v) => v.toFixed(2), check: 'seo' },
  { header: 'route ms', value: (p) => p.interactions?.routeChangeMs, format: ms, check: 'routeChangeMs' },
  { header: 'lang ms', value: (p) => p.interactions?.languageSwitchMs, format: ms, check: 'languageSwitchMs' },
]

/** A Markdown table, page × figures; a failed budget is marked ✗ (⚠ for a provisional budget). */
export function formatTable(pages: ReadonlyArray<PageResult>): string {
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    ...COLUMNS.map((column) => {
      const value = column.value(page)
      if (value === null || value === undefined) return '—'
      const check = page.checks.find((c) => c.metric === column.check)
      const mark = check?.verdict === 'fail' ? (check.provisional ? ' ⚠' : ' ✗') : ''
      return column.format(value) + mark
    }),
  ])
  const header = ['page', ...COLUMNS.map((c) => c.header)]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export function formatFailures(report: Report): string {
  const lines: Array<string> = []
  const show = (f: Report['failures'][number]) =>
    `  ${f.path.padEnd(50)} ${f.metric.padEnd(16)} ${String(Math.round(f.value * 1000) / 1000).padStart(8)} (budget ${f.limit})`
  const hard = report.failures.filter((f) => !f.provisional)
  const soft = report.failures.filter((f) => f.provisional)
  const checks = report.pages.flatMap((p) => p.checks.filter((c) => !c.provisional))
  const unmeasured = checks.filter((c) => c.verdict === 'n/a').length
  const passed = checks.filter((c) => c.verdict === 'pass').length
  // "All met" only when every budget was measured: a skipped or failed measurement is not a pass.
  lines.push(
    hard.length > 0
      ? `${hard.length} budget(s) FAILED:`
      : unmeasured > 0
        ? `${passed} budget check(s) met; ${unmeasured} not measured.`
        : `All ${passed} budget checks met.`,
  )
  lines.push(...hard.map(show))
  if (soft.length > 0) lines.push(`${soft.length} provisional budget(s) missed (reported, never fatal):`, ...soft.map(show))
  const errors = report.pages.flatMap((p) => p.errors.map((e) => `  ${p.path}: ${e}`))
  if (errors.length > 0) lines.push(`${errors.length} measurement error(s):`, ...errors)
  return lines.join('\n')
}

export function writeReport(file: string, report: Report) {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}
