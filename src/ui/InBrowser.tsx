import type { ReactNode } from 'react'
import { useInBrowser } from '@/lib/useInBrowser'

/** Reads `useInBrowser` here so only this component, not the page, re-renders after hydration (docs/performance.md#after-hydration). */
export function InBrowser({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null
}
