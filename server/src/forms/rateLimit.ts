export type RateLimit = { max: number; windowMs: number }

// Expired windows are swept once per window, so the map holds at most the clients of the last two.
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweep = 0

  return function hit(client: string): number {
    const time = now()
    if (time >= nextSweep) {
      for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
      nextSweep = time + windowMs
    }
    let window = windows.get(client)
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs }
      windows.set(client, window)
    }
    window.count++
    return window.count > max ? Math.max(1, Math.ceil((window.resetAt - time) / 1000)) : 0
  }
}

/** `FORMS_RATE_LIMIT`: sends per client and minute (default 30); `0` turns the limit off (for tests that send many). */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimit | false {
  const perMinute = env.FORMS_RATE_LIMIT === undefined || env.FORMS_RATE_LIMIT === '' ? 30 : Number(env.FORMS_RATE_LIMIT)
  if (!Number.isInteger(perMinute) || perMinute < 0)
    throw new Error(`FORMS_RATE_LIMIT must be a whole number, not "${env.FORMS_RATE_LIMIT}"`)
  return perMinute === 0 ? false : { max: perMinute, windowMs: 60_000 }
}
