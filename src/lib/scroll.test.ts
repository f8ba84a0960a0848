import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_DURATION_MS, easeInOutCubic, goTo } from './scroll'

describe('easeInOutCubic', () => {
  it('starts slow, passes the middle at half time and ends exactly', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375)
    expect(easeInOutCubic(1)).toBe(1)
  })
})

describe('goTo', () => {
  let now = 0
  let frames: Array<FrameRequestCallback> = []
  const positions: Array<number> = []

  function runFrameAt(ms: number) {
    now = ms
    const pending = frames
    frames = []
    pending.forEach((frame) => frame(ms))
  }

  beforeEach(() => {
    now = 0
    frames = []
    positions.length = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      positions.push(options.top ?? 0)
    }) as typeof window.scrollTo)
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('takes 300 ms from its first frame, half way at 150 ms', async () => {
    expect(SCROLL_DURATION_MS).toBe(300)
    const done = goTo(1000)
    runFrameAt(16)
    expect(positions.at(-1)).toBe(0)
    runFrameAt(16 + 150)
    expect(positions.at(-1)).toBe(500)
    runFrameAt(16 + 225)
    expect(positions.at(-1)).toBeCloseTo(1000 * easeInOutCubic(0.75))
    runFrameAt(16 + 300)
    expect(positions.at(-1)).toBe(1000)
    await expect(done).resolves.toBeUndefined()
    expect(frames).toHaveLength(0)
  })

  it('still glides when its first frame comes late (a busy main thread), instead of jumping', () => {
    void goTo(1000)
    runFrameAt(500)
    runFrameAt(650)
    expect(positions).toEqual([0, 500])
  })

  it('jumps at once when the shopper prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }))
    await goTo(800)
    expect(positions).toEqual([800])
    expect(frames).toHaveLength(0)
  })
})
