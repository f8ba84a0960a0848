import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { HttpError, request } from '#domain/http'
import { createQueryClient } from './queryClient'

const schema = v.object({ ok: v.boolean() })
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function mockFetch(...answers: Array<Response | Error>) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift()
    if (!next) throw new Error('no more answers')
    if (next instanceof Error) throw next
    return next
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

const read = () => createQueryClient().fetchQuery({ queryKey: ['x'], queryFn: () => request('/api/x', { schema }) })

describe('reads through the query client', () => {
  it('are tried once more after a 503', async () => {
    const fetchMock = mockFetch(json({}, 503), json({ ok: true }))
    await expect(read()).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('are tried once more after a network error, then fail', async () => {
    const fetchMock = mockFetch(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'))
    await expect(read()).rejects.toMatchObject({ kind: 'network' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('are not tried again after a 404 or a malformed answer', async () => {
    const fetchMock = mockFetch(json({}, 404), json({ ok: 'yes' }), json({ ok: true }))
    await expect(read()).rejects.toMatchObject({ status: 404 })
    await expect(read()).rejects.toMatchObject({ kind: 'invalid' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('request', () => {
  it('sends a POST once, even after a 503', async () => {
    const fetchMock = mockFetch(json({}, 503), json({ ok: true }))
    await expect(request('/api/x', { method: 'POST', body: { a: 1 }, schema })).rejects.toMatchObject({
      kind: 'status',
      status: 503,
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('answers a failed status with its HttpError', async () => {
    mockFetch(json({}, 404))
    await expect(request('/api/x', { schema })).rejects.toBeInstanceOf(HttpError)
  })

  it('rejects an answer that is not JSON or not of the expected shape', async () => {
    mockFetch(new Response('<!doctype html>', { status: 200 }))
    await expect(request('/api/x', { schema })).rejects.toMatchObject({ kind: 'invalid' })
    mockFetch(json({ ok: 'yes' }))
    await expect(request('/api/x', { schema })).rejects.toMatchObject({ kind: 'invalid' })
  })

  it('sends JSON to the configured base URL', async () => {
    const fetchMock = mockFetch(json({ ok: true }))
    await request('/api/orders', { method: 'POST', body: { qty: 2 }, schema, baseUrl: 'https://api.example.test' })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(String(url)).toBe('https://api.example.test/api/orders')
    expect(init.body).toBe('{"qty":2}')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
  })

  it('times out a request that hangs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    )
    await expect(request('/api/x', { schema, timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' })
  })
})
