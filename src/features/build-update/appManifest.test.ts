import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/lib/queryClient'
import { appManifestQueryOptions, prefetchAppManifest } from './appManifest'

const META = { id: 'test', timestamp: 1, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('the build meta', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let queryClient: QueryClient
  const read = () => queryClient.fetchQuery(appManifestQueryOptions())
  beforeEach(() => {
    queryClient = createQueryClient()
    fetchMock = vi.fn(async () => answer(META))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('is fetched once for the running build', async () => {
    await Promise.all([read(), read()])
    await read()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/builds\/meta\/test\.json$/)
  })

  it('is tried once more after a 503, and fetched again after a 404', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 503))
    await expect(read()).resolves.toEqual(META)
    queryClient.clear()
    fetchMock.mockResolvedValueOnce(answer({}, 404))
    await expect(read()).rejects.toMatchObject({ status: 404 })
    await expect(read()).resolves.toEqual(META)
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('rejects an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(answer({ id: 'test' }))
    await expect(read()).rejects.toMatchObject({ kind: 'invalid' })
  })

  describe('prefetch', () => {
    let idle: Array<() => void>
    beforeEach(() => {
      vi.useFakeTimers()
      idle = []
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb))
    })

    it('waits for idle, then one second, and keeps the answer', async () => {
      prefetchAppManifest(queryClient)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(fetchMock).not.toHaveBeenCalled()
      idle.forEach((cb) => cb())
      await vi.advanceTimersByTimeAsync(999)
      expect(fetchMock).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(queryClient.getQueryData(appManifestQueryOptions().queryKey)).toEqual(META)
    })

    it('stays for the whole visit, though nothing observes it', async () => {
      prefetchAppManifest(queryClient)
      idle.forEach((cb) => cb())
      await vi.advanceTimersByTimeAsync(1_000)
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
      expect(queryClient.getQueryData(appManifestQueryOptions().queryKey)).toEqual(META)
    })

    it('is skipped on a slow-2g connection, not on save-data alone', async () => {
      vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } })
      prefetchAppManifest(queryClient)
      idle.forEach((cb) => cb())
      await vi.advanceTimersByTimeAsync(2_000)
      expect(fetchMock).not.toHaveBeenCalled()

      vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '4g', saveData: true } })
      idle = []
      prefetchAppManifest(queryClient)
      idle.forEach((cb) => cb())
      await vi.advanceTimersByTimeAsync(1_000)
      expect(fetchMock).toHaveBeenCalledTimes(1)
    })
  })
})
