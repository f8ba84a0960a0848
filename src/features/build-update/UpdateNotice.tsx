import { lazy, use, useEffect, useMemo, useState } from 'react'
import { whenIdle } from '@/lib/whenIdle'
import { LateBoundary } from '@/ui/LateBoundary'
import { QueryClientSourceContext, prefetchQueryClient } from '@/lib/queryClientSource'
import { CHECK_INTERVAL_MS } from './latestBuild'

/**
 * Asks every hour, starting an hour after the app is ready and idle, whether a newer build is
 * out, and says so in a polite live region (there from the start, so the news is announced).
 */
export function UpdateNotice() {
  const [checking, setChecking] = useState(false)
  // The check (and the query client it runs on) loads when it is first due, an hour after start.
  // If that load fails, the check is silent and tries again at the next tick, as a failed answer
  // would (a fresh `lazy`, since a failed one keeps its error).
  const [attempt, setAttempt] = useState(0)
  const BuildCheck = useMemo(() => lazy(() => import('./BuildCheck')), [attempt])
  const queries = use(QueryClientSourceContext)
  const retryNextTick = () =>
    void setTimeout(() => {
      if (queries) prefetchQueryClient(queries)
      setAttempt((n) => n + 1)
    }, CHECK_INTERVAL_MS)

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
        <LateBoundary key={attempt} onError={retryNextTick}>
          <BuildCheck />
        </LateBoundary>
      )}
    </div>
  )
}
