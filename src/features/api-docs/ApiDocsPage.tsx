import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { useHydrated } from '@/lib/useHydrated'
import { firstPageHydrated } from '@/lib/pageHydration'
import { useQueryClientSource } from '@/lib/queryClientSource'
import { PageHeader } from '@/ui/PageHeader'
import { ApiReferenceError, ApiReferenceSkeleton } from './ApiReferenceStates'
import { PrerenderedReference } from './PrerenderedReference'
import { useFirstReference } from './useFirstReference'
import { openApiDocumentUrl } from './queries'

// With TanStack Query, which the page the browser opens on does without (`firstReference.ts`).
const LiveReference = lazy(() => import('./LiveReference'))

export function ApiDocsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  // The page is prerendered with the reference, which the browser hydrates once the document is
  // here (`loadApiReference`). Reached from another page, the reference follows the introduction
  // when the document arrives, read through Query.
  const hydrated = useHydrated()
  const [prerendered] = useState(!hydrated)
  // The page the browser opens on reads the document its loader fetched, hydrated or not (a
  // query string, say, makes the app render it afresh).
  const [onFirstPage] = useState(() => !firstPageHydrated())
  // While hydrating, as on the server: the prerendered reference.
  const firstReference = useFirstReference()
  const first = useSyncExternalStore(firstReference.subscribe, firstReference.status, () => 'pending' as const)
  // After a failure on the first page, Try again reads the document through Query, once its code
  // is here: if it cannot come either, the error stays, with its button.
  const [live, setLive] = useState(false)
  const [retrying, setRetrying] = useState(false)
  const queries = useQueryClientSource()
  const retry = () => {
    setRetrying(true)
    Promise.all([queries.load(), import('./LiveReference')]).then(
      () => setLive(true),
      () => setRetrying(false),
    )
  }
  // One element for good: see `PrerenderedReference`.
  const firstPageReference = useMemo(
    () => (
      <Suspense fallback={prerendered ? null : <ApiReferenceSkeleton />}>
        <PrerenderedReference />
      </Suspense>
    ),
    [prerendered],
  )
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
      {!hydrated || (onFirstPage && !live && (first === 'pending' || first === 'success')) ? (
        // If the document cannot come, this boundary gives way to the error below: the markup
        // is replaced rather than mismatched.
        firstPageReference
      ) : onFirstPage && !live && first === 'error' ? (
        <ApiReferenceError onRetry={retry} retrying={retrying} documentUrl={documentUrl} />
      ) : (
        <Suspense fallback={<ApiReferenceSkeleton />}>
          <LiveReference documentUrl={documentUrl} />
        </Suspense>
      )}
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

