import { Suspense, lazy, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/whenIdle'
import { CHECK_INTERVAL_MS } from './latestBuild'

// The check (and the query client it runs on) loads when it is first due, an hour after start.
const BuildCheck = lazy(() => import('./BuildCheck'))

/**
 * Asks every hour, starting an hour after the app is ready and idle, whether a newer build is
 * out, and says so in a polite live region (there from the start, so the news is announced).
 */
export function UpdateNotice() {
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    whenIdle(() => {
      if (!cancelled) timer = setTimeout(() => setChecking(true), CHECK_INTERVAL_MS)
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [])

  return (
    <div role="status" aria-live="polite" className="update-notice-region">
      {checking && (
        <Suspense fallback={null}>
          <BuildCheck />
        </Suspense>
      )}
    </div>
  )
}
