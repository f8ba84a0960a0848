import { Suspense, use } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { useHydrated } from '@/lib/useHydrated'
import { PageHeader } from '@/ui/PageHeader'
import { ApiReferenceError, ApiReferenceSkeleton } from './ApiReferenceStates'
import { ApiReferenceView } from './ApiReferenceView'
import { apiReferenceQueryOptions, openApiDocumentUrl } from './queries'

export function ApiDocsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  // The page is prerendered with the reference, and the browser hydrates it once the document is
  // here (the route's loader). Reached from another page, the introduction renders at once and
  // the reference follows when the document arrives.
  const { data, isPending, isError, isFetching, refetch } = useQuery(apiReferenceQueryOptions())
  const hydrated = useHydrated()
  const documentUrl = openApiDocumentUrl()
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'api.eyebrow', message: 'For developers' })}
        title={t({ id: 'api.title', message: 'The Woodnest Open API' })}
        lede={t({ id: 'api.lede', message: 'Our catalogue is open: collections, products, prices and stock, in English and Chinese, as plain JSON over HTTPS.' })}
      />
      <section className="section" aria-labelledby="api-principles">
        <h2 id="api-principles">{t({ id: 'api.principles', message: 'Principles' })}</h2>
        <ul className="checklist">
          <li>{t({ id: 'api.noKey', message: 'Reading the catalogue needs no key and no account.' })}</li>
          <li>{t({ id: 'api.openapi', message: 'Every endpoint is described in an OpenAPI 3.1 document.' })}</li>
          <li>{t({ id: 'api.stable', message: 'Versioned paths: a version is never changed in a way that breaks your code.' })}</li>
        </ul>
        <p className="button-row">
          <a className="button" href={documentUrl} download="woodnest-openapi.json">
            {t({ id: 'api.download', message: 'Download the OpenAPI document (JSON)' })}
          </a>
        </p>
        {locale !== 'en' && <p className="muted">{t({ id: 'api.ref.englishOnly', message: 'The reference below is written in English, as the document is.' })}</p>}
      </section>
      {data || !hydrated ? (
        // Without the document while hydrating (it could not be fetched), the prerendered
        // reference stays as it is until hydration is over; then this boundary gives way to the
        // error below, so the markup is replaced rather than mismatched.
        <Suspense key="reference" fallback={null}>
          {data ? <ApiReferenceView reference={data} /> : <KeepPrerendered />}
        </Suspense>
      ) : isPending || isFetching ? (
        <ApiReferenceSkeleton />
      ) : isError ? (
        <ApiReferenceError onRetry={() => void refetch()} retrying={isFetching} documentUrl={documentUrl} />
      ) : null}
      <section className="section" aria-labelledby="api-help">
        <h2 id="api-help">{t({ id: 'api.help', message: 'Building something?' })}</h2>
        <p>
          {t({ id: 'api.helpBody', message: 'Tell us about it, or ask for higher limits:' })}{' '}
          <a href="mailto:developers@woodnest.com">developers@woodnest.com</a>
        </p>
      </section>
    </div>
  )
}

const never = new Promise<never>(() => {})

/** Suspends for good: while hydrating, React then leaves the server's markup of the boundary alone. */
function KeepPrerendered(): never {
  return use(never)
}
