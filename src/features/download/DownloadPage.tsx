import { useLingui } from '@lingui/react/macro'
import { LOCALE_ROUTING } from '@/lib/locale/config'
import { localizePath } from '#domain/locale/strategy'
import { useLocale } from '@/lib/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { SITE_URL } from '@/lib/site'
import { QrCode } from './QrCode'
import { StoreBadges } from './StoreBadges'
import './download.css'

export function DownloadPage() {
  const { t } = useLingui()
  const locale = useLocale()
  // A public address from configuration, not `location`: the page is prerendered.
  const pageUrl = `${SITE_URL}${localizePath('/download', locale, LOCALE_ROUTING)}`
  const shownUrl = pageUrl.replace(/^https:\/\//, '')
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'download.eyebrow', message: 'The Woodnest app' })}
        title={t({ id: 'download.title', message: 'Your home, planned on your phone' })}
        lede={t({ id: 'download.lede', message: 'Free for iPhone and Android. Search for “Woodnest” in your app store.' })}
      />
      <section className="download-get" aria-labelledby="download-get-title">
        <div>
          <h2 id="download-get-title">{t({ id: 'download.get.title', message: 'Get the app' })}</h2>
          <StoreBadges locale={locale} />
        </div>
        <figure className="download-qr">
          <QrCode value={pageUrl} label={t({ id: 'download.qr.label', message: `QR code for ${shownUrl}` })} />
          <figcaption>
            {t({ id: 'download.qr.caption', message: 'On a computer? Scan this code with your phone’s camera to open this page there.' })}{' '}
            <a href={pageUrl}>{shownUrl}</a>
          </figcaption>
        </figure>
      </section>
      <ul className="feature-list">
        <li>
          <h2 className="h3">{t({ id: 'download.ar', message: 'See it in your room' })}</h2>
          <p>
            {t({ id: 'download.arBody', message: 'Place a true-to-size Kova sofa in your living room with your camera before you buy.' })}
          </p>
        </li>
        <li>
          <h2 className="h3">{t({ id: 'download.track', message: 'Track every delivery' })}</h2>
          <p>{t({ id: 'download.trackBody', message: 'Choose your delivery slot, follow the van on the day and message the crew.' })}</p>
        </li>
        <li>
          <h2 className="h3">{t({ id: 'download.save', message: 'Save and share favourites' })}</h2>
          <p>
            {t({
              id: 'download.saveBody',
              message: 'Keep fabric swatches and room plans in one place, and share them with the people you live with.',
            })}
          </p>
        </li>
      </ul>
    </div>
  )
}
