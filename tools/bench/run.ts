/**
 * `npm run bench`: builds the shop, serves it like production and measures every page of
 * DESIGN.md section 2 plus the 404 page, in English and Chinese: first-load bytes, Lighthouse
 * mobile, and (CPU 4x slower) a cold route change and a language switch. Prints a table with the
 * budgets of tests/budgets.json and writes tools/bench/latest.json. Options: tools/bench/options.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, relative, resolve } from 'node:path'
import type { Browser } from '@playwright/test'
import { checkPage } from './budgets.ts'
import { CHROMIUM_PATH, launchBrowser } from './browser.ts'
import { buildShop } from './build.ts'
import { measureFirstLoad } from './firstLoad.ts'
import { measureInteractions } from './interactions.ts'
import { measureLighthouse, type LighthouseResult } from './lighthouse.ts'
import { measureSuggestions, suggestionFailures, type SuggestionResult } from './suggestions.ts'
import { measurePlaceOrder, type CheckoutResult } from './checkout.ts'
import budgets from '../../tests/budgets.json' with { type: 'json' }
import { calibratedCpuSlowdown, measureBenchmarkIndex } from './calibrate.ts'
import { LIGHTHOUSE_CPU_SLOWDOWN, parseOptions } from './options.ts'
import { benchPages } from './pages.ts'
import { formatFailures, formatTable, writeReport, type PageResult, type Report } from './report.ts'
import { serveShop, type RunningShop } from './server.ts'
import { sideBySide } from './sideBySide.ts'
import { errorMessage, median } from './stats.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const reportFile = join(import.meta.dirname, 'latest.json')

function chromiumVersion(): string | null {
  try {
    return execFileSync(CHROMIUM_PATH ?? 'chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

const log = (message: string) => console.log(`[bench] ${message}`)

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options.against !== null || options.peer) return sideBySide(root, options)
  const pages = benchPages(options.pages)
  const started = performance.now()

  let buildMs: number | null = null
  let search: Array<SuggestionResult> | null = null
  let checkout: Array<CheckoutResult> | null = null
  if (options.build) {
    log('building the shop (vite build)…')
    buildMs = await buildShop(root)
    log(`built in ${buildMs} ms`)
  }
  if (!existsSync(join(dist, 'index.html'))) throw new Error('No build in dist/: run without --no-build')

  const results: Array<PageResult> = pages.map((page) => ({
    path: page.path,
    route: page.route,
    locale: page.locale,
    firstLoad: null,
    firstLoadDefault: null,
    lighthouse: null,
    lighthouseAt4x: null,
    interactions: null,
    checks: [],
    errors: [],
  }))
  // This host's speed, measured before anything else runs (tools/bench/calibrate.ts): with `auto`
  // it sets Lighthouse's CPU multiplier, and in any case it tells runs on a slowed-down host.
  const needsCalibration = !options.skip.has('lighthouse')
  let cpuSlowdown = options.cpuSlowdown === 'auto' ? LIGHTHOUSE_CPU_SLOWDOWN : options.cpuSlowdown
  let calibrationIndex: number | null = null
  /** DESIGN.md reports Lighthouse at its default 4x too, when the host calibrated another factor. */
  async function measureAt4x(url: string, result: PageResult): Promise<LighthouseResult> {
    const at4x = await measureLighthouse(url, {
      runs: options.lighthouseRuns,
      debugPort: options.debugPort,
      cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN,
      calibrationIndex,
    })
    if (at4x.runs < options.lighthouseRuns) result.errors.push(...at4x.errors.map((e) => `lighthouse at 4x: ${e}`))
    log(`lighthouse at 4x ${result.path}: perf ${at4x.performance ?? '—'}, TBT ${at4x.tbtMs === null ? '—' : Math.round(at4x.tbtMs)} ms`)
    return at4x
  }
  let shop: RunningShop | null = null
  let browser: Browser | null = null
  try {
    shop = await serveShop(root, options.port)
    log(`serving dist/ at ${shop.origin}; ${pages.length} page(s)`)

    if (!options.skip.has('bytes') || !options.skip.has('interactions') || needsCalibration) browser = await launchBrowser()
    if (needsCalibration) {
      calibrationIndex = await measureBenchmarkIndex(browser!)
      if (options.cpuSlowdown === 'auto') {
        cpuSlowdown = calibratedCpuSlowdown(calibrationIndex)
        log(`benchmarkIndex ${calibrationIndex} (median of 5): Lighthouse at CPU ${cpuSlowdown}x, as docs/throttling.md suggests for it`)
      } else log(`benchmarkIndex ${calibrationIndex} (median of 5); Lighthouse at CPU ${cpuSlowdown}x, as asked`)
    }
    if (!options.skip.has('bytes')) {
      for (const [i, page] of pages.entries()) {
        const result = results[i]!
        try {
          result.firstLoad = await measureFirstLoad(browser!, shop.origin + page.path, 'gzip')
          const asDefault = await measureFirstLoad(browser!, shop.origin + page.path, 'default')
          result.firstLoadDefault = { ...asDefault, files: [] }
          log(`bytes ${page.path}: JS ${result.firstLoad.js.encoded} B gzip, status ${result.firstLoad.status}`)
        } catch (error) {
          result.errors.push(`first load: ${errorMessage(error)}`)
        }
      }
    }
    if (!options.skip.has('interactions')) {
      for (const [i, page] of pages.entries()) {
        const result = results[i]!
        result.interactions = await measureInteractions(browser!, shop.origin, page, options.interactionSamples)
        result.errors.push(...result.interactions.errors.map((e) => `interaction: ${e}`))
        log(
          `interactions ${page.path}: route ${result.interactions.routeChangeMs ?? '—'} ms, language ${result.interactions.languageSwitchMs ?? '—'} ms`,
        )
      }
    }
    if (!options.skip.has('search')) {
      browser ??= await launchBrowser()
      search = []
      for (const locale of ['en', 'zh'] as const) {
        const result = await measureSuggestions(browser, shop.origin, locale, options.interactionSamples)
        search.push(result)
        log(
          `suggestions (${locale}, typing "${result.typed}"): median ${result.medianMs ?? '—'} ms, p75 ${result.p75Ms ?? '—'} ms, slowest ${result.maxMs ?? '—'} ms`,
        )
      }
    }
    if (!options.skip.has('checkout')) {
      browser ??= await launchBrowser()
      checkout = []
      for (const locale of ['en', 'zh'] as const) {
        const result = await measurePlaceOrder(browser, shop.origin, locale, options.interactionSamples)
        checkout.push(result)
        log(
          `place order (${locale}): median ${result.placeOrderMs ?? '—'} ms${result.errors.length ? `, errors: ${result.errors.join('; ')}` : ''}`,
        )
      }
    }
    await browser?.close()
    browser = null

    if (!options.skip.has('lighthouse')) {
      for (const [i, page] of pages.entries()) {
        const result = results[i]!
        result.lighthouse = await measureLighthouse(shop.origin + page.path, {
          runs: options.lighthouseRuns,
          debugPort: options.debugPort,
          cpuSlowdown,
          calibrationIndex,
        })
        const lh = result.lighthouse
        // A failed run that a retry made up for (Lighthouse's own advice for NO_NAVSTART) stays in
        // the report's Lighthouse section; only runs missing from the median are measurement errors.
        if (lh.runs < options.lighthouseRuns) result.errors.push(...lh.errors.map((e) => `lighthouse: ${e}`))
        const retried =
          (lh.errors.length > 0 ? `, ${lh.errors.length} failed run(s) retried` : '') +
          (lh.setAside.length > 0
            ? `, ${lh.setAside.length} run(s) on a slowed-down host retried (benchmarkIndex ${lh.setAside.map((s) => s.benchmarkIndex).join(', ')})`
            : '')
        log(
          `lighthouse ${page.path}: perf ${lh.performance ?? '—'}, LCP ${lh.lcpMs === null ? '—' : Math.round(lh.lcpMs)} ms (${lh.runs}/${options.lighthouseRuns} runs${retried})`,
        )
        if (cpuSlowdown !== LIGHTHOUSE_CPU_SLOWDOWN) result.lighthouseAt4x = await measureAt4x(shop.origin + page.path, result)
      }
    }
  } finally {
    await browser?.close().catch(() => {})
    await shop?.close()
  }

  for (const result of results) result.checks = checkPage(result)
  const report: Report = {
    date: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: chromiumVersion(),
      lighthouse: results.find((r) => r.lighthouse?.lighthouseVersion)?.lighthouse?.lighthouseVersion ?? null,
      benchmarkIndex: median(results.map((r) => r.lighthouse?.benchmarkIndex)),
      cpus: cpus().length,
      platform: `${process.platform} ${process.arch}`,
    },
    options: {
      lighthouseRuns: options.lighthouseRuns,
      cpuSlowdown: options.skip.has('lighthouse') ? null : cpuSlowdown,
      cpuSlowdownFrom: options.skip.has('lighthouse')
        ? 'not run'
        : options.cpuSlowdown === 'auto' && calibrationIndex !== null
          ? { calibratedAtBenchmarkIndex: calibrationIndex }
          : 'flag',
      benchmarkIndexAtStart: calibrationIndex,
      interactionSamples: options.interactionSamples,
      pages: options.pages,
      skipped: [...options.skip],
    },
    buildMs,
    budgetsFile: 'tests/budgets.json',
    pages: results,
    search,
    checkout,
    failures: [
      ...results.flatMap((r) =>
        r.checks
          .filter((c) => c.verdict === 'fail')
          .map((c) => ({ path: r.path, metric: c.metric, value: c.value!, limit: c.limit, provisional: c.provisional })),
      ),
      ...(search ?? []).flatMap((s) => suggestionFailures(s, budgets.search)),
    ],
  }
  writeReport(reportFile, report)

  console.log('')
  console.log(formatTable(results))
  console.log('')
  const cpuNote =
    options.cpuSlowdown === 'auto'
      ? `, calibrated: benchmarkIndex ${calibrationIndex}`
      : cpuSlowdown === LIGHTHOUSE_CPU_SLOWDOWN
        ? ''
        : ', as asked'
  const setAside = results.reduce((n, r) => n + (r.lighthouse?.setAside.length ?? 0), 0)
  const setAsideNote = setAside > 0 ? ` ${setAside} run(s) retried: the host ran at under half its speed at the start.` : ''
  const lighthouseNote = options.skip.has('lighthouse')
    ? 'Lighthouse not run.'
    : `Lighthouse ${report.environment.lighthouse ?? '—'} mobile (CPU ${cpuSlowdown}x${cpuNote}), median of ${options.lighthouseRuns}; benchmarkIndex during the runs ${report.environment.benchmarkIndex ?? '—'}.${setAsideNote}`
  console.log(`Bytes: first load, gzip body sizes (KB = 1024 B). ${lighthouseNote}`)
  console.log(
    `route/lang: Chromium as a phone (tools/bench/phone.ts: 412 × 823 px at 1.75x, touch, CPU 4x slower, 150 ms RTT, 1.6 Mbps), tapped 2 s after the page settled, median of ${options.interactionSamples}. Build ${buildMs ?? '—'} ms. Budgets: tests/budgets.json.`,
  )
  console.log(formatFailures(report))
  console.log(`Report: ${relative(process.cwd(), reportFile) || reportFile} (${Math.round((performance.now() - started) / 1000)} s)`)

  const failed =
    report.failures.some((f) => !f.provisional) ||
    results.some((r) => r.errors.length > 0) ||
    (search ?? []).some((s) => s.errors.length > 0) ||
    (checkout ?? []).some((c) => c.errors.length > 0)
  return options.strict && failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(2)
  },
)
