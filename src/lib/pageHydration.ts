import { useEffect } from 'react'
import type { AnyRouter, RouterHistory } from '@tanstack/react-router'
import { whenIdle } from './whenIdle'

/* Navigations wait until the route's content has hydrated: a navigation before then makes React throw the server markup away (TanStack/router#8306). */

let hydrated = false
let hydrationNoted = false
let markHydrated = () => {}
const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = () => {
    hydrated = true
    resolve()
  }
})

export const isPageHydrated = (): boolean => hydrated

export const whenPageHydrated = (): Promise<void> => pageHydrated

const pageSettled = pageHydrated.then(() => new Promise<void>((resolve) => whenIdle(resolve, 2000)))

/** Preloading the next page before this one is hydrated and idle would slow this one. */
export const whenPageSettled = (): Promise<void> => pageSettled

function notePageHydrated(): void {
  if (hydrationNoted) return
  hydrationNoted = true
  document.documentElement.dataset.interactive = ''
  performance.mark('shop:interactive')
  markHydrated()
}

let pageHeadRendered = false
// Idempotent: read by the fallback below, as this page marks itself however long its hydration takes.
const notePageHeadRendering = () => void (pageHeadRendered = true)

/** `PageHead` marks the page hydrated as the page commits: `<html data-interactive>` tells tests the app has taken over. */
export function useMarkPageHydrated(): void {
  notePageHeadRendering()
  useEffect(notePageHydrated, [])
}

// React's hydration tasks keep the browser busy, so its first idle moment comes after them; WebKit has no idle callback.
const afterHydrationTasks = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 1000)

/** A page without `PageHead` is hydrated once the work after the router's first render is done (docs/architecture.md). */
export function markPageHydratedOnFirstRender(router: Pick<AnyRouter, 'subscribe'>): void {
  const stop = router.subscribe('onRendered', () => {
    stop()
    afterHydrationTasks(() => {
      if (!pageHeadRendered) notePageHydrated()
    })
  })
}

let wholePage = false

export function trackTraversals(history: RouterHistory): void {
  history.subscribe(({ location, action }) => {
    wholePage = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO' || location.hash !== ''
  })
}

/** Not while hydrating (the markup must match the server's), nor on back, forward or toward a hash (scroll restoration needs the whole page). */
export const mayRenderInSecondPass = (): boolean => hydrated && !wholePage

export function holdNavigationUntilHydrated(history: RouterHistory): void {
  const release = history.block({ blockerFn: () => pageHydrated.then(() => false), enableBeforeUnload: false })
  void pageHydrated.then(release)
}
