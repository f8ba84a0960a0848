import { median, percentile } from './stats.ts'

/** One figure of one page, measured on both sides in the same run, pair by pair. */
export type Comparison = {
  /** Medians over the pairs: A the reference (the other commit, or the peer), B the working tree. */
  a: number | null
  b: number | null
  /** The median of the pairs' B/A, and its spread: the 25th and 75th percentiles of the pairs' B/A. */
  ratio: number | null
  low: number | null
  high: number | null
  pairs: number
}

/**
 * A time of 0 ms (no blocking task) is as good as 1 ms: each side's time counts from 1 ms, so that a
 * ratio is defined for every pair (0 against 0 is 1).
 */
const FLOOR_MS = 1

export function compare(a: ReadonlyArray<number | null>, b: ReadonlyArray<number | null>): Comparison {
  // Only pairs measured on both sides count, for the medians as for the ratios.
  const pairs: Array<[number, number]> = []
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]]
    if (typeof x === 'number' && typeof y === 'number') pairs.push([x, y])
  }
  const ratios = pairs.map(([x, y]) => Math.max(y, FLOOR_MS) / Math.max(x, FLOOR_MS))
  const round = (n: number | null, digits: number) => (n === null ? null : Number(n.toFixed(digits)))
  return {
    a: round(median(pairs.map(([x]) => x)), 0),
    b: round(median(pairs.map(([, y]) => y)), 0),
    ratio: round(median(ratios), 2),
    low: round(percentile(ratios, 25), 2),
    high: round(percentile(ratios, 75), 2),
    pairs: ratios.length,
  }
}

/** Against another commit: worse only when even the low end of the spread is above 1 (B slower in most pairs). */
export function verdictAgainst(comparison: Comparison): 'worse' | 'better' | 'within the spread' | 'n/a' {
  if (comparison.low === null || comparison.high === null) return 'n/a'
  if (comparison.low > 1) return 'worse'
  if (comparison.high < 1) return 'better'
  return 'within the spread'
}

/** Against the peer: the median ratio within the budget's ratio. */
export function verdictPeer(comparison: Comparison, limit: number | undefined): 'pass' | 'fail' | 'n/a' {
  if (limit === undefined || comparison.ratio === null) return 'n/a'
  return comparison.ratio <= limit ? 'pass' : 'fail'
}
