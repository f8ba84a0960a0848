/**
 * A full page load to `path`, at most once per path within `ttl` (10 s), so a page whose code
 * cannot load does not reload forever. The guard lives in sessionStorage: it must survive the
 * reload. Where storage is blocked, no guard can, so the app does not reload on its own at all
 * (the error page offers Try again); only a `force`d reload, a shopper's click, still happens.
 * Nor does it for 10 s after the shopper set off elsewhere (docs/reliability.md#leaving-while-code-loads).
 * Returns whether it reloaded.
 */
const STORAGE_KEY = 'shop:reload'
let memoryGuard: { path: string; expires: number } | undefined
let leftAt = Number.NEGATIVE_INFINITY
// Firefox and WebKit cancel a page's pending requests as a navigation away starts, before the page
// goes: code that fails then is no reason to pull the shopper back. A page that stays (a download,
// Stop) recovers on its own again after a while.
const LEAVING_MS = 10_000
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leftAt = Date.now()))
  window.addEventListener('pageshow', () => (leftAt = Number.NEGATIVE_INFINITY))
}

/** Whether the shopper set off elsewhere in the last 10 s: a request that fails now was cancelled, not broken. */
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

/** Whether the guard will survive the reload (it is kept in memory too, for this page). */
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

/** Test hook: forget the in-memory guard and any navigation away. */
export function resetReloadGuardForTests() {
  memoryGuard = undefined
  leftAt = Number.NEGATIVE_INFINITY
}
