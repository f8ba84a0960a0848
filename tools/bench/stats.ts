/** The median of the numbers that were measured (null when there are none). */
export function median(values: ReadonlyArray<number | null | undefined>): number | null {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The nearest-rank percentile (0–100) of the numbers that were measured (null when there are none). */
export function percentile(values: ReadonlyArray<number>, rank: number): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  return sorted[Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1)]!
}

/** Rejects with a clear message when `promise` takes longer than `ms`; `onTimeout` cleans up (kills a browser, say). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => unknown): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void Promise.resolve(onTimeout?.()).catch(() => {})
      reject(new Error(`${what}: timed out after ${ms} ms`))
    }, ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error)
}
