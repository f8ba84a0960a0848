// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown } from '../../tools/bench/calibrate'
import { parseOptions } from '../../tools/bench/options'

describe('npm run bench options', () => {
  it('calibrates Lighthouse’s CPU multiplier to the host unless told one', () => {
    expect(parseOptions([], {}).cpuSlowdown).toBe('auto')
    expect(parseOptions(['--cpu-slowdown=auto'], {}).cpuSlowdown).toBe('auto')
    expect(parseOptions(['--cpu-slowdown=4'], {}).cpuSlowdown).toBe(4)
    expect(parseOptions(['--cpu-slowdown=2'], {}).cpuSlowdown).toBe(2)
    expect(parseOptions(['--cpu-slowdown=2.5', '--quick'], {})).toMatchObject({ cpuSlowdown: 2.5, lighthouseRuns: 1 })
  })

  it('refuses a multiplier that is not a number from 1 to 20', () => {
    for (const bad of ['--cpu-slowdown', '--cpu-slowdown=0', '--cpu-slowdown=fast', '--cpu-slowdown=40']) {
      expect(() => parseOptions([bad], {})).toThrow(/--cpu-slowdown must be auto or a number from 1 to 20/)
    }
  })

  it('takes the multiplier Lighthouse’s docs suggest for the host’s benchmarkIndex', () => {
    expect(calibratedCpuSlowdown(1800)).toBe(4)
    expect(calibratedCpuSlowdown(1500)).toBe(4)
    expect(calibratedCpuSlowdown(1499)).toBe(2)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(799)).toBe(1)
    expect(calibratedCpuSlowdown(100)).toBe(1)
  })
})
