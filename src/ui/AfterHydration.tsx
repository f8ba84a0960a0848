import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/useHydrated'

/**
 * Its children, once the page has hydrated (never in the prerendered HTML). React re-renders a
 * component that reads `useHydrated` synchronously after hydration: here that is only this one,
 * not the page around it (docs/performance.md#after-hydration).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
