import type { Browser } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './stats.ts'

/**
 * The CPU multiplier Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown")
 * suggest for a host of this `benchmarkIndex`, to emulate the mid-tier phone that the default
 * 4x makes of a high-end desktop (1500-2000): 2x on a low-end desktop (1000-1500) or a high-end
 * phone (800-1200), 1x on a mid-tier phone (125-800). A slower host stays at 1x.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4
  if (benchmarkIndex >= 800) return 2
  return 1
}

/**
 * This host's `benchmarkIndex`, as Lighthouse computes it (its own page function), median of
 * `samples` runs in a fresh page: one sample swings by a third on a shared 2-core VM.
 */
export async function measureBenchmarkIndex(browser: Browser, samples = 5): Promise<number> {
  const values: Array<number> = []
  for (let i = 0; i < samples; i++) {
    const page = await browser.newPage()
    try {
      await page.setContent('<!doctype html><title>benchmark</title>')
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
    } finally {
      await page.close()
    }
  }
  const index = median(values)
  if (index === null) throw new Error('benchmarkIndex: no sample')
  return Math.round(index)
}
