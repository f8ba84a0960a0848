// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { percentile } from '../../tools/bench/stats.ts'
import { suggestionFailures, type SuggestionResult } from '../../tools/bench/suggestions.ts'

const budget = { suggestionP75Ms: 50, slowestSuggestionMs: 100 }
const typing = (samples: Array<number>): SuggestionResult => ({
  locale: 'zh',
  typed: 'shafa',
  medianMs: null,
  p75Ms: percentile(samples, 75),
  maxMs: samples.length ? Math.max(...samples) : null,
  samples,
  errors: [],
})

describe('the suggestion budget', () => {
  it('takes the 75th percentile by nearest rank', () => {
    expect(percentile([40, 10, 30, 20], 75)).toBe(30)
    expect(percentile([5], 75)).toBe(5)
    expect(percentile([], 75)).toBeNull()
  })

  it('passes one slow keystroke in eight under the slowest cap, as Core Web Vitals would', () => {
    expect(suggestionFailures(typing([20, 22, 25, 30, 31, 35, 40, 95]), budget)).toEqual([])
  })

  it('fails a slow 75th percentile, a keystroke over the cap, and typing that was not measured', () => {
    expect(suggestionFailures(typing([20, 60, 62, 65]), budget).map((failure) => failure.metric)).toEqual(['suggestionP75Ms'])
    expect(suggestionFailures(typing([20, 22, 25, 130]), budget).map((failure) => failure.metric)).toEqual(['slowestSuggestionMs'])
    expect(suggestionFailures(typing([]), budget).map((failure) => failure.metric)).toEqual(['suggestionP75Ms', 'slowestSuggestionMs'])
  })
})
