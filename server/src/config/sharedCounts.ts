import type { CacheService } from '@vendure/core'

type Window = { count: number; resetAt: number }

/**
 * Counts in Vendure's cache, so that a limit holds for the whole shop: on Postgres the cache is
 * the database's (DefaultCachePlugin), which every server reads and writes; one process on SQLite
 * keeps it in memory. Counts are read and written, not incremented atomically: requests that
 * race on two servers can each count once less, which loosens a limit by a request or two, never
 * by a server's worth.
 */
export class SharedCounts {
  constructor(private readonly cache: CacheService) {}

  /** One more in the key's current window; how many it has now, and the seconds until it resets. */
  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetsIn: number }> {
    const now = Date.now()
    const known = await this.cache.get<Window>(key)
    const window = known && known.resetAt > now ? { ...known, count: known.count + 1 } : { count: 1, resetAt: now + windowSeconds * 1000 }
    await this.cache.set(key, window, { ttl: window.resetAt - now })
    return { count: window.count, resetsIn: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) }
  }

  /** The seconds a key is still locked for (0 when it is not). */
  async lockedFor(key: string): Promise<number> {
    const until = (await this.cache.get<number>(`${key}:locked`)) ?? 0
    return Math.max(0, Math.ceil((until - Date.now()) / 1000))
  }

  async lock(key: string, seconds: number): Promise<void> {
    await this.cache.set(`${key}:locked`, Date.now() + seconds * 1000, { ttl: seconds * 1000 })
  }
}
