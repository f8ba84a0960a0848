import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { reloadApp } from '@/lib/reloadApp'
import { whenIdle } from '@/lib/whenIdle'
import { CHECK_INTERVAL_MS, isNewerBuild, latestBuildQueryOptions } from './latestBuild'

// The live region is there from the start, so the news is announced.
export function UpdateNotice() {
  const { t } = useLingui()
  const [due, setDue] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let cancelled = false
    whenIdle(() => {
      if (!cancelled) timer = setTimeout(() => setDue(true), CHECK_INTERVAL_MS)
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [])
  const { data } = useQuery({ ...latestBuildQueryOptions(), enabled: due })

  return (
    <div role="status" aria-live="polite" className="update-notice-region">
      {isNewerBuild(data) && (
        <div className="update-notice">
          <p>{t({ id: 'update.available', message: 'A new version of the shop is available.' })}</p>
          <button type="button" className="button button--primary" onClick={() => reloadApp({ force: true })}>
            {t({ id: 'update.reload', message: 'Reload' })}
          </button>
        </div>
      )}
    </div>
  )
}
