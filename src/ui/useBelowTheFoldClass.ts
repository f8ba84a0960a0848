import { useState } from 'react'
import { needsWholePage } from '@/lib/pageHydration'

/** No lazy layout (`.below-fold`) on a page that restores a scroll position: that needs every height right. */
export function useBelowTheFoldClass(): string {
  const [wholePage] = useState(needsWholePage)
  return wholePage ? '' : 'below-fold'
}
