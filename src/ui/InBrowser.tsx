import { useDeferredValue, type ReactNode } from 'react'
import { useInBrowser } from '@/lib/useInBrowser'

/**
 * Reads `useInBrowser` here so only this component, not the page, re-renders after hydration, and
 * defers that switch to a background render, out of hydration's last task (docs/performance.md#after-hydration).
 */
export function InBrowser({ children }: { children: ReactNode }) {
  return useDeferredValue(useInBrowser()) ? children : null
}
