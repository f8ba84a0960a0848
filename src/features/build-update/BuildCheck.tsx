import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { reloadApp } from '@/lib/reloadApp'
import { useLoadedQueryClient } from '@/lib/queryClientSource'
import { isNewerBuild, latestBuildQueryOptions } from './latestBuild'

/** The hourly question itself, and the notice with a Reload button once the answer is yes. */
export default function BuildCheck() {
  const { t } = useLingui()
  const { data } = useQuery(latestBuildQueryOptions(), useLoadedQueryClient())
  if (!isNewerBuild(data)) return null
  return (
    <div className="update-notice">
      <p>{t({ id: 'update.available', message: 'A new version of the shop is available.' })}</p>
      <button type="button" className="button button--primary" onClick={() => reloadApp({ force: true })}>
        {t({ id: 'update.reload', message: 'Reload' })}
      </button>
    </div>
  )
}
