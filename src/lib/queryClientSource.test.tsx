import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { QueryClientSourceContext, lazyQueryClient, readyQueryClient, useLoadedQueryClient } from './queryClientSource'

describe('lazyQueryClient', () => {
  it('makes the client once, on first demand', async () => {
    const client = new QueryClient()
    const create = vi.fn(async () => client)
    const source = lazyQueryClient(create)
    expect(create).not.toHaveBeenCalled()
    expect(source.current()).toBeUndefined()

    await expect(Promise.all([source.load(), source.load()])).resolves.toEqual([client, client])
    expect(create).toHaveBeenCalledTimes(1)
    expect(source.current()).toBe(client)
  })

  it('tries again on the next demand after a failed load (a chunk that did not arrive)', async () => {
    const client = new QueryClient()
    const create = vi.fn<() => Promise<QueryClient>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(client)
    const source = lazyQueryClient(create)
    await expect(source.load()).rejects.toThrow('Failed to fetch')
    expect(source.current()).toBeUndefined()
    await expect(source.load()).resolves.toBe(client)
  })
})

describe('readyQueryClient', () => {
  it('hands out its client on demand, as the browser would, and notes whether the page asked for it', async () => {
    const client = new QueryClient()
    const source = readyQueryClient(client)
    expect(source.current()).toBeUndefined()
    expect(source.used()).toBe(false)
    await expect(source.load()).resolves.toBe(client)
    expect(source.used()).toBe(true)
    expect(source.current()).toBe(client)
  })
})

describe('useLoadedQueryClient', () => {
  it('suspends until the client has loaded, then renders with it', async () => {
    const client = new QueryClient()
    let finish = (_client: QueryClient) => {}
    const source = lazyQueryClient(() => new Promise((resolve) => (finish = resolve)))
    function Consumer() {
      return <p>{useLoadedQueryClient() === client ? 'loaded' : 'another client'}</p>
    }
    // Rendered in an async act, so React retries once the suspending promise settles.
    await act(async () => {
      render(
        <QueryClientSourceContext value={source}>
          <Suspense fallback={<p>waiting</p>}>
            <Consumer />
          </Suspense>
        </QueryClientSourceContext>,
      )
    })
    expect(screen.getByText('waiting')).toBeInTheDocument()
    await act(async () => finish(client))
    expect(await screen.findByText('loaded')).toBeInTheDocument()
  })
})

describe('a failed load while rendering', () => {
  it('reaches the error boundary once, without starting a new attempt on every retry; load() then tries again', async () => {
    const create = vi.fn<() => Promise<QueryClient>>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    const source = lazyQueryClient(create)
    await expect(source.attempt()).rejects.toThrow('Failed to fetch')
    await expect(source.attempt()).rejects.toThrow('Failed to fetch')
    expect(create).toHaveBeenCalledTimes(1)
    const client = new QueryClient()
    create.mockResolvedValue(client)
    await expect(source.load()).resolves.toBe(client)
    expect(create).toHaveBeenCalledTimes(2)
    await expect(source.attempt()).resolves.toBe(client)
  })
})
