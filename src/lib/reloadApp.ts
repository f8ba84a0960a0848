/** At most once per path per `ttl`, so broken code does not reload forever; the guard must survive the reload, so without sessionStorage only `force` reloads. */
const STORAGE_KEY = 'shop:reload'
let memoryGuard: { path: string; expires: number } | undefined
let leftAt = Number.NEGATIVE_INFINITY
// Firefox and WebKit cancel pending requests as a navigation away starts: no reason to pull the shopper back.
const LEAVING_MS = 10_000
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leftAt = Date.now()))
  window.addEventListener('pageshow', () => (leftAt = Number.NEGATIVE_INFINITY))
}

export const isLeaving = (): boolean => Date.now() - leftAt < LEAVING_MS

function readGuard(): { path: string; expires: number } | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    if (raw === null) return memoryGuard
    const parsed: unknown = JSON.parse(raw)
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { path?: unknown }).path === 'string' &&
      typeof (parsed as { expires?: unknown }).expires === 'number'
    ) {
      return parsed as { path: string; expires: number }
    }
    return memoryGuard
  } catch {
    return memoryGuard
  }
}

function writeGuard(guard: { path: string; expires: number }): boolean {
  memoryGuard = guard
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(guard))
    return true
  } catch {
    return false
  }
}

export function reloadApp({
  path = location.pathname + location.search + location.hash,
  ttl = 10_000,
  force = false,
}: { path?: string; ttl?: number; force?: boolean } = {}): boolean {
  const now = Date.now()
  if (!force && isLeaving()) return false
  const guard = readGuard()
  if (!force && guard && guard.path === path && guard.expires > now) return false
  if (!writeGuard({ path, expires: now + ttl }) && !force) return false
  const current = location.pathname + location.search + location.hash
  if (current === path) location.reload()
  else location.assign(path)
  return true
}

export function resetReloadGuardForTests() {
  memoryGuard = undefined
  leftAt = Number.NEGATIVE_INFINITY
}
