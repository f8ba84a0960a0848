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

describe('a side-by-side bench', () => {
  it('measures against a commit or the peer, ten pairs unless told', () => {
    expect(parseOptions([], {})).toMatchObject({ against: null, peer: false, pairs: 10 })
    expect(parseOptions(['--against=HEAD~1'], {})).toMatchObject({ against: 'HEAD~1', peer: false })
    expect(parseOptions(['--peer', '--pairs=12'], {})).toMatchObject({ against: null, peer: true, pairs: 12 })
    expect(parseOptions(['--peer'], { BENCH_PAIRS: '4' }).pairs).toBe(4)
  })

  it('refuses both at once, a commit left out, and pairs that are not a count', () => {
    expect(() => parseOptions(['--against=HEAD~1', '--peer'], {})).toThrow(/choose one/)
    expect(() => parseOptions(['--against'], {})).toThrow(/needs a commit/)
    expect(() => parseOptions(['--peer', '--pairs=0'], {})).toThrow(/--pairs must be a positive integer/)
  })
})
