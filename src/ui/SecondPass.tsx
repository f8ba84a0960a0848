import { useContext, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react'
import { LinguiContext } from '@lingui/react'
import { mayRenderInSecondPass } from '@/lib/pageHydration'

const unchanging = () => () => {}
const whileHydrating = () => false

/** Renders after the rest of the page, in a second interruptible render (after a tap or a language switch; docs/performance.md#second-pass). */
export function SecondPass({ children }: { children: ReactNode }) {
  // React reads the server snapshot while this boundary hydrates, however late: the page may be marked hydrated before it.
  const deferrable = useSyncExternalStore(unchanging, mayRenderInSecondPass, whileHydrating)
  const shown = useDeferredValue(true, deferrable ? false : undefined)
  const lingui = useContext(LinguiContext)
  const settledLingui = useDeferredValue(lingui)
  const previousChildren = useDeferredValue(children)
  // During a language switch the old context and children stop the urgent render here; the deferred one brings the new language.
  const switching = settledLingui !== lingui
  if (!shown) return null
  return <LinguiContext.Provider value={settledLingui}>{switching ? previousChildren : children}</LinguiContext.Provider>
}
