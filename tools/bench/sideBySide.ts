/**
 * `npm run bench -- --against=REF` and `npm run bench -- --peer`: two builds served side by side
 * and measured in one run, interleaved (A B, then B A, …), so that both meet the same moments of a
 * host whose speed moves 2x within an hour. A is the reference (the other commit, or the origin
 * stack), B this working tree. Each figure is judged as the ratio B/A over the pairs.
 */
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import budgets from '../../tests/budgets.json' with { type: 'json' }
import { launchBrowser } from './browser.ts'
import { calibratedCpuSlowdown, measureBenchmarkIndex } from './calibrate.ts'
import { measureFirstLoad } from './firstLoad.ts'
import { measureInteractions } from './interactions.ts'
import { measureSuggestions } from './suggestions.ts'
import { PERFORMANCE_ONLY, measureLighthouse } from './lighthouse.ts'
import { LIGHTHOUSE_CPU_SLOWDOWN, type BenchOptions } from './options.ts'
import { benchPages, type BenchPage } from './pages.ts'
import { compare, verdictAgainst, verdictPeer, type Comparison } from './pairs.ts'
import { errorMessage } from './stats.ts'
import { commitTarget, peerTarget, shopTarget, type Target } from './targets.ts'

const FIGURES = ['tbtAt4x', 'lcpAt4x', 'tbtCalibrated', 'routeChange', 'languageSwitch', 'firstKeystroke'] as const
type Figure = (typeof FIGURES)[number]
type Samples = Record<Figure, { a: Array<number | null>; b: Array<number | null> }>

/** The pages the figures were taken on: the product page and the Chinese home, and the two cold taps (FAQ → home, home → sale). */
const DEFAULT_PAGES = ['/', '/collections/sale', '/collections/kova/products/kova-l-shape-ottoman', '/zh']
/** Routes the peer has not got (the shop's checkout). */
const SHOP_ONLY = new Set(['/checkout', '/swatches', '/order-status'])

type PageComparison = {
  path: string
  firstLoadJsGzip: { a: number | null; b: number | null }
  figures: Record<Figure, Comparison>
  errors: Array<string>
}

const log = (message: string) => console.log(`[bench] ${message}`)

async function measureSide(target: Target, page: BenchPage, cpu: { calibrated: number; index: number }, debugPort: number) {
  const errors: Array<string> = []
  const url = target.origin + page.path
  const lighthouse = { runs: 1, debugPort, calibrationIndex: cpu.index, categories: PERFORMANCE_ONLY }
  const at4x = await measureLighthouse(url, { ...lighthouse, cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN })
  errors.push(...at4x.errors)
  const calibrated =
    cpu.calibrated === LIGHTHOUSE_CPU_SLOWDOWN ? at4x : await measureLighthouse(url, { ...lighthouse, cpuSlowdown: cpu.calibrated })
  return { at4x, calibrated, errors }
}

export async function sideBySide(root: string, options: BenchOptions): Promise<number> {
  const pages = benchPages(options.pages ?? DEFAULT_PAGES).filter((page) => !(options.peer && SHOP_ONLY.has(page.route)))
  const started = performance.now()
  const targets: Array<Target> = []
  const results: Array<PageComparison> = []
  let benchmarkIndex = 0
  let calibrated: number = LIGHTHOUSE_CPU_SLOWDOWN
  try {
    targets.push(options.peer ? await peerTarget(root) : await commitTarget(root, options.against!))
    targets.push(await shopTarget(root, 'this tree', options.build))
    const [a, b] = targets as [Target, Target]
    log(`A: ${a.label} at ${a.origin}; B: ${b.label} at ${b.origin}; ${pages.length} page(s), ${options.pairs} pairs`)
    const browser = await launchBrowser()
    try {
      benchmarkIndex = await measureBenchmarkIndex(browser)
      calibrated = options.cpuSlowdown === 'auto' ? calibratedCpuSlowdown(benchmarkIndex) : options.cpuSlowdown
      log(
        options.skip.has('lighthouse')
          ? `benchmarkIndex ${benchmarkIndex}`
          : `benchmarkIndex ${benchmarkIndex}: Lighthouse at 4x and at ${calibrated}x`,
      )
      for (const page of pages) {
        const errors: Array<string> = []
        const js = async (target: Target) =>
          (
            await measureFirstLoad(browser, target.origin + page.path, 'gzip').catch(
              (error: unknown) => void errors.push(errorMessage(error)),
            )
          )?.js.encoded ?? null
        const firstLoadJsGzip = { a: await js(a), b: await js(b) }
        const samples = Object.fromEntries(FIGURES.map((figure) => [figure, { a: [], b: [] }])) as unknown as Samples
        for (let pair = 0; pair < options.pairs; pair++) {
          const order = pair % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)
          const taken: Record<'a' | 'b', Record<Figure, number | null>> = { a: {} as never, b: {} as never }
          for (const side of order) {
            const target = side === 'a' ? a : b
            // `--skip=lighthouse` or `--skip=interactions` leaves a mechanism's other figures out of its A/B.
            const lighthouse = options.skip.has('lighthouse')
              ? null
              : await measureSide(target, page, { calibrated, index: benchmarkIndex }, options.debugPort)
            const taps = options.skip.has('interactions')
              ? null
              : await measureInteractions(browser, target.origin, page, 1, target.languageSwitch)
            // The first key typed in the header's search, on `/faq` only as in the single-build bench; the peer has no search.
            const typing =
              page.path !== '/faq' || options.peer || options.skip.has('search')
                ? null
                : await measureSuggestions(browser, target.origin, 'en', 1)
            errors.push(
              ...(lighthouse?.errors ?? []).map((e) => `${side} lighthouse: ${e}`),
              ...(taps?.errors ?? []).map((e) => `${side} taps: ${e}`),
              ...(typing?.errors ?? []).map((e) => `${side} search: ${e}`),
            )
            taken[side] = {
              tbtAt4x: lighthouse?.at4x.tbtMs ?? null,
              lcpAt4x: lighthouse?.at4x.lcpMs ?? null,
              tbtCalibrated: lighthouse?.calibrated.tbtMs ?? null,
              routeChange: taps?.routeChangeMs ?? null,
              languageSwitch: taps?.languageSwitchMs ?? null,
              firstKeystroke: typing?.samples[0] ?? null,
            }
          }
          for (const figure of FIGURES) {
            samples[figure].a.push(taken.a[figure])
            samples[figure].b.push(taken.b[figure])
          }
          const ms = (value: number | null) => (value === null ? '—' : Math.round(value))
          log(
            `${page.path} pair ${pair + 1}/${options.pairs}: TBT at 4x ${ms(taken.a.tbtAt4x)} / ${ms(taken.b.tbtAt4x)} ms, ` +
              `LCP ${ms(taken.a.lcpAt4x)} / ${ms(taken.b.lcpAt4x)} ms, route change ${ms(taken.a.routeChange)} / ${ms(taken.b.routeChange)} ms, ` +
              `language switch ${ms(taken.a.languageSwitch)} / ${ms(taken.b.languageSwitch)} ms` +
              (page.path === '/faq' ? `, first key ${ms(taken.a.firstKeystroke)} / ${ms(taken.b.firstKeystroke)} ms` : ''),
          )
        }
        const figures = Object.fromEntries(FIGURES.map((figure) => [figure, compare(samples[figure].a, samples[figure].b)])) as Record<
          Figure,
          Comparison
        >
        results.push({ path: page.path, firstLoadJsGzip, figures, errors })
      }
    } finally {
      await browser.close().catch(() => {})
    }
  } finally {
    for (const target of targets) await target.close().catch(() => {})
  }

  const peerLimits: Partial<Record<Figure, number>> = budgets.ratios.peer
  const verdict = (comparison: Comparison, figure: Figure) =>
    options.peer ? verdictPeer(comparison, peerLimits[figure]) : verdictAgainst(comparison)
  console.log('')
  console.log(formatSideBySide(results, calibrated, verdict))
  const reportFile = join(import.meta.dirname, 'side-by-side.json')
  const report = {
    date: new Date().toISOString(),
    a: targets[0]?.label ?? null,
    b: targets[1]?.label ?? null,
    pairs: options.pairs,
    benchmarkIndexAtStart: benchmarkIndex,
    calibratedCpuSlowdown: calibrated,
    pages: results,
  }
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  const failed = results.some((page) => FIGURES.some((figure) => ['worse', 'fail'].includes(verdict(page.figures[figure], figure))))
  console.log(
    `A: ${report.a}; B: ${report.b}. Medians over ${options.pairs} interleaved pairs; B/A is the median of the pairs' ratios, [25th–75th percentile]. ` +
      `TBT and LCP: Lighthouse mobile, one run per side and pair; taps: the phone of tools/bench/phone.ts. Report: ${relative(process.cwd(), reportFile)} (${Math.round((performance.now() - started) / 1000)} s)`,
  )
  return options.strict && failed ? 1 : 0
}

const LABELS: Record<Figure, string> = {
  tbtAt4x: 'TBT at 4x (ms)',
  lcpAt4x: 'LCP at 4x (ms)',
  tbtCalibrated: 'TBT calibrated (ms)',
  routeChange: 'route change (ms)',
  languageSwitch: 'language switch (ms)',
  firstKeystroke: 'first key typed in search (ms)',
}

export function formatSideBySide(
  results: ReadonlyArray<PageComparison>,
  calibrated: number,
  verdict: (comparison: Comparison, figure: Figure) => string,
): string {
  const rows = [['page', 'figure', 'A', 'B', 'B/A', 'spread', 'verdict']]
  for (const page of results) {
    const { a, b } = page.firstLoadJsGzip
    rows.push([page.path, 'first-load JS (B gzip)', String(a ?? '—'), String(b ?? '—'), a && b ? (b / a).toFixed(2) : '—', 'exact', ''])
    for (const figure of FIGURES) {
      const c = page.figures[figure]
      if (c.pairs === 0 || (figure === 'tbtCalibrated' && calibrated === LIGHTHOUSE_CPU_SLOWDOWN)) continue
      const label = figure === 'tbtCalibrated' ? `TBT at ${calibrated}x (ms)` : LABELS[figure]
      rows.push(['', label, String(c.a ?? '—'), String(c.b ?? '—'), String(c.ratio ?? '—'), `${c.low}–${c.high}`, verdict(c, figure)])
    }
    if (page.errors.length > 0) rows.push(['', `${page.errors.length} error(s): ${page.errors[0]}`, '', '', '', '', ''])
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n')
}
