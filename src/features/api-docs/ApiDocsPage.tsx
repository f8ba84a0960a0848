import { Suspense, memo } from 'react'
import { QueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { ErrorBoundary } from 'react-error-boundary'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/locale/locales'
import { useLocale } from '@/lib/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { ApiReferenceError, ApiReferenceSkeleton } from './ApiReferenceStates'
import { ApiReferenceView } from './ApiReferenceView'
import { openApiDocumentPath } from './documentPath'
import { apiReferenceQueryOptions, openApiDocumentUrl } from './queries'
import './api-docs.css'

function Reference({ locale }: { locale: Locale }) {
  return <ApiReferenceView reference={useSuspenseQuery(apiReferenceQueryOptions(locale)).data} />
}

// memo keeps the page's own renders (a link preloaded on hover) from making React render it afresh.
const LiveReference = memo(function LiveReference({ locale, documentUrl }: { locale: Locale; documentUrl: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ resetErrorBoundary }) => <ApiReferenceError onRetry={resetErrorBoundary} documentUrl={documentUrl} />}
        >
          <Suspense fallback={<ApiReferenceSkeleton />}>
            <Reference locale={locale} />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
})

export function ApiDocsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const documentUrl = openApiDocumentUrl(locale)
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'api.eyebrow', message: 'For developers' })}
        title={t({ id: 'api.title', message: 'The Woodnest Open API' })}
        lede={t({
          id: 'api.lede',
          message: 'Our catalogue is open: collections, products, prices and stock, in English and Chinese, as plain JSON over HTTPS.',
        })}
      />
      <section className="section" aria-labelledby="api-principles">
        <h2 id="api-principles">{t({ id: 'api.principles', message: 'Principles' })}</h2>
        <ul className="checklist">
          <li>{t({ id: 'api.noKey', message: 'Reading the catalogue needs no key and no account.' })}</li>
          <li>{t({ id: 'api.openapi', message: 'Every endpoint is described in an OpenAPI 3.1 document.' })}</li>
          <li>{t({ id: 'api.stable', message: 'Versioned paths: a version is never changed in a way that breaks your code.' })}</li>
        </ul>
        <p className="button-row">
          <a className="button" href={documentUrl} download={`woodnest-${openApiDocumentPath(locale).slice(1)}`}>
            {t({ id: 'api.download', message: 'Download the OpenAPI document (JSON)' })}
          </a>
        </p>
      </section>
      <LiveReference locale={locale} documentUrl={documentUrl} />
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
