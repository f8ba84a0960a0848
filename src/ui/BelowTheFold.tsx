import { useContext, useDeferredValue, useState, type ReactNode } from 'react'
import { LinguiContext } from '@lingui/react'
import { mayDeferBelowTheFold, needsWholePage } from '@/lib/pageHydration'

/**
 * Content under the first screen. On a page the app renders after a tap, it comes in a second,
 * interruptible render, so the top of the page paints first; after a language switch it follows
 * the top in a second render too (docs/performance.md).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, mayDeferBelowTheFold() ? false : undefined)
  const lingui = useContext(LinguiContext)
  const settledLingui = useDeferredValue(lingui)
  const previousChildren = useDeferredValue(children)
  // While the language changes, the previous context object and children stop the urgent render
  // here; the deferred one brings the new language. Any other render is whole, as before.
  const switching = settledLingui !== lingui
  if (!shown) return null
  return <LinguiContext.Provider value={settledLingui}>{switching ? previousChildren : children}</LinguiContext.Provider>
}

/**
 * The class that lets the browser lay out a long section only once it nears the screen
 * (`.below-fold`); none on a page that restores a position, which needs every height right.
 */
export function useBelowTheFoldClass(): string {
  const [wholePage] = useState(needsWholePage)
  return wholePage ? '' : 'below-fold'
}
