import { redirect, type AnyRouter, type ParsedLocation } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { isChunkLoadError, isOffline } from '@/lib/chunkErrors'
import { reloadApp } from '@/lib/reloadApp'
import { appManifestQueryOptions } from './appManifest'
import { isNewerBuild, latestBuildQueryOptions } from './latestBuild'
import { ROUTE_RULES, findRedirect, isAbsolute, isAllowedExternal, toMatcher } from './routeRules'

/** How a chunk error reads once the shop has taken it over from the router. */
const CHUNK_NOT_LOADED = 'A chunk of code did not load'

const COMPILED_MATCHER = toMatcher(ROUTE_RULES)

function allowedHosts(): Array<string> {
  const configured: unknown = import.meta.env.VITE_REDIRECT_HOSTS
  const extra = typeof configured === 'string' ? configured.split(',').map((host) => host.trim()) : []
  return [location.host, ...extra.filter(Boolean)]
}

export async function applyRouteRules(location: ParsedLocation, preload: boolean, queryClient: QueryClient): Promise<void> {
  const matcher = queryClient.getQueryData(appManifestQueryOptions().queryKey)?.matcher ?? COMPILED_MATCHER
  const target = findRedirect(matcher, location.pathname)
  if (!target) return
  const full = target.includes('#') || !location.hash ? target : `${target}#${location.hash}`
  // A link preloaded on screen must never take the shopper elsewhere: only a tap follows it.
  if (isAbsolute(full) && preload) return
  if (isAbsolute(full)) {
    if (!isAllowedExternal(full, allowedHosts())) {
      console.warn(`Redirect to an untrusted host ignored: ${full}`)
      return
    }
    window.location.assign(full)
    await new Promise(() => {}) // the page is leaving; keep the current one until it does
  }
  const [to = '/', hash] = full.split('#')
  throw redirect({ to: to as '/', hash, replace: true })
}

export function recoverFromChunkError(error: unknown, intendedHref: string): void {
  if (isChunkLoadError(error) && !isOffline()) reloadApp({ path: intendedHref })
}

export function installRecovery(router: AnyRouter, queryClient: QueryClient): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!(error instanceof Error)) return
    // A stylesheet that fails must not block the page's code (as in the original shop).
    if (error.message.includes('Unable to preload CSS')) event.preventDefault()
    // The router reloads by itself on a chunk error whose message starts as the browser's does
    // (lazyRouteComponent); reworded, the shop's own guard alone decides (docs/reliability.md).
    if (isChunkLoadError(error) && !error.message.startsWith(CHUNK_NOT_LOADED)) error.message = `${CHUNK_NOT_LOADED}: ${error.message}`
  })

  router.subscribe('onBeforeLoad', ({ toLocation, pathChanged }) => {
    const latest = queryClient.getQueryData(latestBuildQueryOptions().queryKey)
    if (pathChanged && isNewerBuild(latest)) reloadApp({ path: toLocation.publicHref })
  })
}
