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
