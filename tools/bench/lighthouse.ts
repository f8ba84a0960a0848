import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.ts'
import { errorMessage, median, withTimeout } from './stats.ts'

/** One page's Lighthouse figures: the median of each figure over the runs. */
export type LighthouseResult = {
  runs: number
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
  speedIndexMs: number | null
  benchmarkIndex: number | null
  /** Each run as measured (a failed run: its error). */
  samples: Array<LighthouseSample>
  /** Runs measured while the host was much slower than at calibration, retried (`ranAtUsualSpeed`). */
  setAside: Array<LighthouseSample>
  errors: Array<string>
  lighthouseVersion: string | null
}

type LighthouseSample = Omit<LighthouseResult, 'runs' | 'samples' | 'setAside' | 'errors' | 'lighthouseVersion'>

/**
 * Whether a run measured this host at about the speed the CPU multiplier was chosen for: its own
 * `benchmarkIndex` is at least half the one measured before the runs. This VM's speed swings
 * (155 to 1,600 within one benchmark): a run on a host four times slower than calibrated
 * simulates a phone four times slower than the multiplier means to. Lighthouse reports
 * `benchmarkIndex` so that such runs can be told apart (docs/variability.md).
 */
export function ranAtUsualSpeed(benchmarkIndex: number | null, calibrationIndex: number | null): boolean {
  return calibrationIndex === null || benchmarkIndex === null || benchmarkIndex >= calibrationIndex / 2
}

/** At most this many runs per page are retried for a slowed-down host, after a pause to let the slow phase pass. */
const SLOW_HOST_RETRIES = 2
const SLOW_HOST_PAUSE_MS = 15_000

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** A side-by-side run judges timings only: the other categories' audits (axe among them) would double each run. */
export const PERFORMANCE_ONLY = ['performance']

/**
 * One Lighthouse run: the default (mobile) config, simulated throttling, a fresh Chromium with a
 * fresh profile. A 404 page is measured too (`ignoreStatusCode`).
 */
async function runOnce(url: string, debugPort: number, timeoutMs: number, cpuSlowdown: number, categories: ReadonlyArray<string>) {
  const profile = mkdtempSync(join(tmpdir(), 'woodnest-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    userDataDir: profile,
    port: debugPort || undefined,
    logLevel: 'silent',
  })
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ignoreStatusCode: true,
      // Merged into the default mobile throttling: only the CPU multiplier changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    })
    const result = await withTimeout(run, timeoutMs, `Lighthouse ${url}`, () => chrome.kill())
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) throw new Error('Lighthouse did not take the CPU multiplier')
    const score = (id: string) => lhr.categories[id]?.score ?? null
    const value = (id: string) => lhr.audits[id]?.numericValue ?? null
    return {
      version: lhr.lighthouseVersion,
      sample: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcpMs: value('first-contentful-paint'),
        speedIndexMs: value('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      },
    }
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => {})
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 })
  }
}

export async function measureLighthouse(
  url: string,
  {
    runs,
    debugPort,
    cpuSlowdown,
    calibrationIndex,
    categories = CATEGORIES,
    timeoutMs = 120_000,
  }: {
    runs: number
    debugPort: number
    cpuSlowdown: number
    calibrationIndex: number | null
    categories?: ReadonlyArray<string>
    timeoutMs?: number
  },
): Promise<LighthouseResult> {
  const samples: Array<LighthouseSample> = []
  const setAside: Array<LighthouseSample> = []
  const errors: Array<string> = []
  let lighthouseVersion: string | null = null
  // A run that fails (Chromium slow to open its port, NO_NAVSTART on a busy machine) is retried, up to `runs` more times.
  for (let attempt = 0; samples.length < runs && attempt - setAside.length < 2 * runs; attempt++) {
    if (attempt > samples.length) await new Promise((resolve) => setTimeout(resolve, 2000))
    try {
      const { version, sample } = await runOnce(url, debugPort, timeoutMs, cpuSlowdown, categories)
      lighthouseVersion = version
      if (ranAtUsualSpeed(sample.benchmarkIndex, calibrationIndex) || setAside.length >= SLOW_HOST_RETRIES) samples.push(sample)
      else {
        setAside.push(sample)
        await new Promise((resolve) => setTimeout(resolve, SLOW_HOST_PAUSE_MS))
      }
    } catch (error) {
      errors.push(errorMessage(error))
    }
  }
  const pick = (key: keyof LighthouseResult['samples'][number]) => median(samples.map((s) => s[key]))
  return {
    runs: samples.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    benchmarkIndex: pick('benchmarkIndex'),
    samples,
    setAside,
    errors,
    lighthouseVersion,
  }
}
