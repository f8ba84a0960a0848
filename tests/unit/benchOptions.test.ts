// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_CPU_SLOWDOWN, parseOptions } from '../bench/options'

describe('npm run bench options', () => {
  it('measures with Lighthouse’s default CPU multiplier unless told otherwise', () => {
    expect(parseOptions([], {}).cpuSlowdown).toBe(DEFAULT_CPU_SLOWDOWN)
    expect(parseOptions(['--cpu-slowdown=2'], {}).cpuSlowdown).toBe(2)
    expect(parseOptions(['--cpu-slowdown=2.5', '--quick'], {})).toMatchObject({ cpuSlowdown: 2.5, lighthouseRuns: 1 })
  })

  it('refuses a multiplier that is not a number from 1 to 20', () => {
    for (const bad of ['--cpu-slowdown', '--cpu-slowdown=0', '--cpu-slowdown=fast', '--cpu-slowdown=40']) {
      expect(() => parseOptions([bad], {})).toThrow(/--cpu-slowdown must be a number from 1 to 20/)
    }
  })
})
