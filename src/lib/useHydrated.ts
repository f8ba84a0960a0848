import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true
 * ever after: markup that depends on the browser (the address, storage) waits for it, so the
 * prerendered HTML and the first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
