import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpPriceFormat } from './priceFormatWarmup'

/** A stand-in for the browser's Worker: records what it was sent, answers as told. */
function fakeWorker(answer: 'ready' | 'error' | 'silent') {
  const sent: Array<unknown> = []
  class FakeWorker {
    onmessage: (() => void) | null = null
    onerror: (() => void) | null = null
    postMessage(data: unknown) {
      sent.push(data)
      if (answer === 'ready') setTimeout(() => this.onmessage?.())
      if (answer === 'error') setTimeout(() => this.onerror?.())
    }
  }
  vi.stubGlobal('Worker', FakeWorker)
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('warmUpPriceFormat', () => {
  it('sends the page’s language to the worker and resolves when it is done', async () => {
    const sent = fakeWorker('ready')
    await warmUpPriceFormat('zh')
    expect(sent).toEqual(['zh'])
  })

  it('resolves when the worker fails, so the page builds its format itself', async () => {
    fakeWorker('error')
    await expect(warmUpPriceFormat('en')).resolves.toBeUndefined()
  })

  it('does not hold the page longer than a second for a worker that never answers', async () => {
    vi.useFakeTimers()
    fakeWorker('silent')
    let done = false
    void warmUpPriceFormat('en').then(() => (done = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })

  it('resolves at once where the browser has no workers', async () => {
    vi.stubGlobal('Worker', undefined)
    await expect(warmUpPriceFormat('en')).resolves.toBeUndefined()
  })
})
