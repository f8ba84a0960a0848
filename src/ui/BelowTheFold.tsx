import { useContext, useDeferredValue, useState, type ReactNode } from 'react'
import { LinguiContext } from '@lingui/react'
import { mayDeferBelowTheFold, needsWholePage } from '@/lib/pageHydration'

/** Renders after the top of the page, in a second interruptible render (after a tap or a language switch; docs/performance.md). */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, mayDeferBelowTheFold() ? false : undefined)
  const lingui = useContext(LinguiContext)
  const settledLingui = useDeferredValue(lingui)
  const previousChildren = useDeferredValue(children)
  // During a language switch the old context and children stop the urgent render here; the deferred one brings the new language.
  const switching = settledLingui !== lingui
  if (!shown) return null
  return <LinguiContext.Provider value={settledLingui}>{switching ? previousChildren : children}</LinguiContext.Provider>
}

/** No lazy layout (`.below-fold`) on a page that restores a scroll position: that needs every height right. */
export function useBelowTheFoldClass(): string {
  const [wholePage] = useState(needsWholePage)
  return wholePage ? '' : 'below-fold'
}
