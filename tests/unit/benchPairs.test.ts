// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compare, verdictAgainst, verdictPeer } from '../../tools/bench/pairs'

describe('a figure measured side by side, pair by pair', () => {
  it('gives both medians, the median of the pairs’ ratios B/A and their spread', () => {
    const a = [100, 110, 90, 120, 100, 105, 95, 100, 130, 100]
    const b = [50, 60, 45, 55, 52, 50, 47, 58, 65, 49]
    expect(compare(a, b)).toEqual({ a: 100, b: 51, ratio: 0.5, low: 0.49, high: 0.52, pairs: 10 })
  })

  it('leaves out a pair one side of which failed, and counts 0 ms as 1 ms', () => {
    expect(compare([0, null, 200], [0, 80, 100])).toMatchObject({ ratio: 0.75, low: 0.5, high: 1, pairs: 2 })
  })

  it('calls a commit worse only when even the low end of the spread is above 1', () => {
    const slower = compare([100, 100, 100, 100], [120, 130, 125, 140])
    const noisy = compare([100, 100, 100, 100], [80, 130, 95, 140])
    const faster = compare([100, 100, 100, 100], [70, 75, 80, 72])
    expect([verdictAgainst(slower), verdictAgainst(noisy), verdictAgainst(faster)]).toEqual(['worse', 'within the spread', 'better'])
    expect(verdictAgainst(compare([null], [null]))).toBe('n/a')
  })

  it('holds the median ratio to the budget against the peer', () => {
    expect(verdictPeer(compare([100, 100], [50, 60]), 0.6)).toBe('pass')
    expect(verdictPeer(compare([100, 100], [70, 60]), 0.6)).toBe('fail')
    expect(verdictPeer(compare([100], [70]), undefined)).toBe('n/a')
  })
})
