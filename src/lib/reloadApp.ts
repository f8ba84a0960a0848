/**
 * A full page load to `path`, at most once per path within `ttl` (10 s), so a page whose code
 * cannot load does not reload forever. The guard lives in sessionStorage: it must survive the
 * reload. Where storage is blocked, no guard can, so the app does not reload on its own at all
 * (the error page offers Try again); only a `force`d reload, a shopper's click, still happens.
 * Nor does it once the shopper is leaving the page (docs/reliability.md#leaving-while-code-loads).
 * Returns whether it reloaded.
 */
const STORAGE_KEY = 'shop:reload'
let memoryGuard: { path: string; expires: number } | undefined
let leaving = false

// Firefox cancels a page's pending requests as soon as a navigation away starts, before the page
// goes: code that fails to load then is no reason to pull the shopper back.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true))
  window.addEventListener('pageshow', () => (leaving = false))
}

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
  if (leaving && !force) return false
  const guard = readGuard()
  const now = Date.now()
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
  leaving = false
}
