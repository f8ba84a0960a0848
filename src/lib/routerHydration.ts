import type { AnyRouter } from '@tanstack/react-router'

/**
 * Tells the router it renders over prerendered markup, as its own `hydrate()` does once it has read
 * the inline state that the shop's CSP forbids (docs/decisions.md#what-the-router-lacks).
 */
export function markRouterHydrating(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}
