import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { PageHead } from '@/ui/PageHead'
import { useLingui } from '@lingui/react/macro'
import { isChunkLoadError, isOffline } from '@/lib/chunkErrors'
import { reloadApp } from '@/lib/reloadApp'
import './errors.css'

export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  const offline = isOffline()

  function retry() {
    // The page's code could not be fetched: only a fresh load of the page brings it.
    if (isChunkLoadError(error)) {
      reloadApp({ path: router.latestLocation.publicHref, force: true })
      return
    }
    reset()
    void router.invalidate()
  }

  return (
    <section className="error-page" aria-labelledby="error-heading">
      <PageHead title={t({ id: 'errors.server.title', message: 'Internal Server Error' })} noindex />
      <p className="error-page__code" aria-hidden="true">
        500
      </p>
      <h1 id="error-heading" className="error-page__heading">
        {t({ id: 'errors.server.title', message: 'Internal Server Error' })}
      </h1>
      <p>
        {offline
          ? t({
              id: 'errors.server.offline',
              message: 'You seem to be offline. Check your connection, then try again.',
            })
          : t({ id: 'errors.server.body', message: 'This page is temporarily unavailable. Please try again in a moment.' })}
      </p>
      <p className="button-row">
        <button type="button" className="button button--primary" onClick={retry}>
          {t({ id: 'errors.server.retry', message: 'Try again' })}
        </button>
        <Link to="/" className="button">
          {t({ id: 'errors.backToShop', message: 'Back to the shop' })}
        </Link>
      </p>
    </section>
  )
}
