import { useLingui } from '@lingui/react/macro'

// Shaped like the reference, so nothing jumps when it arrives.
export function ApiReferenceSkeleton() {
  const { t } = useLingui()
  return (
    <div className="api-skeleton" aria-busy="true">
      <p role="status" className="visually-hidden">
        {t({ id: 'api.ref.loading', message: 'Loading the API reference…' })}
      </p>
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--text" />
      <div className="skeleton api-skeleton__index" />
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="skeleton api-skeleton__operation" />
      ))}
    </div>
  )
}

export function ApiReferenceError({ onRetry, documentUrl }: { onRetry: () => void; documentUrl: string }) {
  const { t } = useLingui()
  return (
    <div className="api-error" role="alert">
      <h2>{t({ id: 'api.ref.error.title', message: 'The API reference could not be loaded' })}</h2>
      <p>
        {t({
          id: 'api.ref.error.body',
          message: 'Check your connection and try again. The OpenAPI document itself may still be available to download.',
        })}
      </p>
      <p className="button-row">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t({ id: 'api.ref.error.retry', message: 'Try again' })}
        </button>
        <a className="button" href={documentUrl}>
          {t({ id: 'api.ref.error.raw', message: 'Open the document (JSON)' })}
        </a>
      </p>
    </div>
  )
}
