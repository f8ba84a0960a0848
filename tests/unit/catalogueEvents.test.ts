// @vitest-environment node
import { CacheService, ConfigService, EventBus, Product, ProductEvent, RequestContext, type VendureEvent } from '@vendure/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { followCatalogue } from '../../server/src/storefront/catalogueEvents.ts'

/** What followCatalogue uses of Vendure: its event bus, the shared cache (Postgres' table, here a map) and its settings. */
function vendure() {
  const listeners: Array<(event: VendureEvent) => void> = []
  const shared = new Map<string, unknown>()
  const services = new Map<unknown, unknown>([
    [
      EventBus,
      {
        filter: (test: (event: VendureEvent) => boolean) => ({
          subscribe: (listener: (event: VendureEvent) => void) => listeners.push((event) => test(event) && listener(event)),
        }),
      },
    ],
    [
      CacheService,
      { set: async (key: string, value: unknown) => void shared.set(key, value), get: async (key: string) => shared.get(key) },
    ],
    [ConfigService, { entityOptions: {} }],
  ])
  const app = { get: (token: unknown) => services.get(token) } as never
  const productChanged = () => {
    const event = new ProductEvent(new RequestContext({} as never), new Product(), 'updated')
    for (const listener of listeners) listener(event)
  }
  const otherServerWrites = (token: string) => shared.set('catalogue:generation', token)
  const cacheReadsNothing = () => shared.clear()
  return { app, productChanged, otherServerWrites, cacheReadsNothing }
}

/** A server on Postgres following the fake Vendure's catalogue; `changed` counts the changes it takes. */
function following() {
  vi.stubEnv('DATABASE_URL', 'postgres://unused')
  vi.useFakeTimers()
  const { app, ...shop } = vendure()
  const changed = vi.fn()
  followCatalogue(app, changed)
  return { changed, ...shop }
}

describe('a server following the catalogue on Postgres', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
  })

  it('counts its own change once, and another server’s when its poll reads that one’s token', async () => {
    const { changed, productChanged, otherServerWrites } = following()
    productChanged()
    await vi.advanceTimersByTimeAsync(0)
    expect(changed).toHaveBeenCalledTimes(1)
    // Its polls read its own token back: not a second change.
    await vi.advanceTimersByTimeAsync(4_000)
    expect(changed).toHaveBeenCalledTimes(1)

    otherServerWrites('written by another server')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('takes a read of nothing (Vendure’s cache answers a failed read so) for no change', async () => {
    const { changed, otherServerWrites, cacheReadsNothing } = following()
    otherServerWrites('written by another server')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(changed).toHaveBeenCalledTimes(1)

    cacheReadsNothing()
    await vi.advanceTimersByTimeAsync(4_000)
    otherServerWrites('written by another server')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(changed).toHaveBeenCalledTimes(1)
  })
})
