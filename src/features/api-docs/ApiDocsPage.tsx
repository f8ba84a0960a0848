import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'

export function ApiDocsPage() {
  const { t } = useLingui()
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
      </section>
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
