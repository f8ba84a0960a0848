import { useEffect } from 'react'
import type { RouterHistory } from '@tanstack/react-router'
import { whenIdle } from './whenIdle'
import { yieldToBrowser } from './yieldToBrowser'

/* Navigations wait until the route's content has hydrated: a navigation before then makes React throw the server markup away (TanStack/router#8306). */

let hydrated = false
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

/** Called by every page's head (`PageHead`): `<html data-interactive>` tells tests the app has taken over the page. */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    if (hydrationNoted) return
    hydrationNoted = true
    document.documentElement.dataset.interactive = ''
    performance.mark('shop:interactive')
    // A task of its own, not one long task inside React's commit.
    void yieldToBrowser().then(markHydrated)
  }, [])
}
let hydrationNoted = false

let wholePage = false

export function trackTraversals(history: RouterHistory): void {
  history.subscribe(({ location, action }) => {
    wholePage = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO' || location.hash !== ''
  })
}

/** Back, forward and a hash need the whole page laid out at once, to restore a position or reach the target. */
export const needsWholePage = (): boolean => wholePage

export const mayDeferBelowTheFold = (): boolean => hydrated && !wholePage

export function holdNavigationUntilHydrated(history: RouterHistory): void {
  const release = history.block({ blockerFn: () => pageHydrated.then(() => false), enableBeforeUnload: false })
  void pageHydrated.then(release)
}
