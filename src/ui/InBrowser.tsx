import type { ReactNode } from 'react'
import { useInBrowser } from '@/lib/useInBrowser'

/** Reads `useInBrowser` here so only this component, not the page around it, re-renders after hydration. */
export function InBrowser({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null
}
