import { useEffect } from 'react'
import type { RouterHistory } from '@tanstack/react-router'
import { whenIdle } from './whenIdle'
import { yieldToBrowser } from './yieldToBrowser'

/*
 * React hydrates a prerendered page in two steps: first the layout, then (in a later, low-priority
 * pass) the route's content, which TanStack Router puts in a Suspense boundary. A link in the
 * layout works from the first step; if it navigates before the second, React hydrates the old
 * content against router stores that already describe the new page, the router's Match throws,
 * and React throws the server markup away (TanStack/router#8306, #8233; open upstream). So until
 * the content is hydrated, navigations wait.
 */

let hydrated = false
let markHydrated = () => {}
const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = () => {
    hydrated = true
    resolve()
  }
})

/**
 * Whether the first page's content has committed. Until then a loader is loading the page the
 * browser opened on, maybe prerendered; after it (navigations wait for it), pages rendered here.
 */
export const firstPageHydrated = (): boolean => hydrated

/** Resolves once the first page's content has committed: work that can wait for it waits here. */
export const whenPageHydrated = (): Promise<void> => pageHydrated

// A page that keeps the main thread busy still gets its preloads, only later.
const pageSettled = pageHydrated.then(() => new Promise<void>((resolve) => whenIdle(resolve, 2000)))

/** Resolves once the first page is hydrated and the browser has been idle: preloading the next page before then would slow this one. */
export const whenPageSettled = (): Promise<void> => pageSettled

/**
 * Called by every page (in its head, see `PageHead`): once the page's own content has committed,
 * the app has taken over the page, which `<html data-interactive>` tells tests that need the
 * app's own behaviour (a gliding anchor, say), and the `shop:interactive` mark times.
 */
export function usePageHydrated(): void {
  useEffect(() => {
    if (hydrationNoted) return
    hydrationNoted = true
    document.documentElement.dataset.interactive = ''
    performance.mark('shop:interactive')
    // What waits for hydration starts in a task of its own, not inside React's commit (one long task).
    void yieldToBrowser().then(markHydrated)
  }, [])
}
let hydrationNoted = false

let wholePage = false

/** Notes whether the page now shown needs all of itself at once: back and forward restore a position, a hash scrolls to its target. */
export function trackTraversals(history: RouterHistory): void {
  history.subscribe(({ location, action }) => {
    wholePage = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO' || location.hash !== ''
  })
}

/** Whether a page mounting now must lay out all of itself at once, to restore a position or reach a hash. */
export const needsWholePage = (): boolean => wholePage

/** Whether a page mounting now may render what lies under the first screen in a second pass: not over server markup, not when it must scroll. */
export const mayDeferBelowTheFold = (): boolean => hydrated && !wholePage

/** Holds navigations (links, back and forward) until the first page's content is hydrated. */
export function holdNavigationUntilHydrated(history: RouterHistory): void {
  const release = history.block({ blockerFn: () => pageHydrated.then(() => false), enableBeforeUnload: false })
  void pageHydrated.then(release)
}
