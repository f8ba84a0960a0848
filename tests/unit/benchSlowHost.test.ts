// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ranAtUsualSpeed } from '../../tools/bench/lighthouse'

describe('a Lighthouse run on a slowed-down host', () => {
  it('counts when the host ran at least at half its speed at the start', () => {
    expect(ranAtUsualSpeed(743, 743)).toBe(true)
    expect(ranAtUsualSpeed(372, 743)).toBe(true)
    expect(ranAtUsualSpeed(1587, 743)).toBe(true)
  })

  it('is retried when the host ran at under half that speed (the slow phase that failed a run: 155 against 646)', () => {
    expect(ranAtUsualSpeed(155, 646)).toBe(false)
    expect(ranAtUsualSpeed(371, 743)).toBe(false)
  })

  it('counts when either speed is unknown', () => {
    expect(ranAtUsualSpeed(null, 743)).toBe(true)
    expect(ranAtUsualSpeed(155, null)).toBe(true)
  })
})
