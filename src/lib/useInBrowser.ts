import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** Markup that depends on the browser waits for this, so the prerendered HTML and the hydrating render agree. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
