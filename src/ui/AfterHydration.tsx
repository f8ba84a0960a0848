import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/useHydrated'

/** Reads `useHydrated` here so only this component, not the page, re-renders after hydration (docs/performance.md#after-hydration). */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
