import { useDeferredValue, type ReactNode } from 'react'
import { mayDeferBelowTheFold } from '@/lib/pageHydration'

/**
 * Content under the first screen. On a page the app renders after a tap, it comes in a second,
 * interruptible render, so the top of the page paints first (docs/performance.md).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, mayDeferBelowTheFold() ? false : undefined)
  return shown ? children : null
}
