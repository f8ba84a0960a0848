import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'

export function DownloadPage() {
  const { t } = useLingui()
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'download.eyebrow', message: 'The Woodnest app' })}
        title={t({ id: 'download.title', message: 'Your home, planned on your phone' })}
        lede={t({ id: 'download.lede', message: 'Free for iPhone and Android. Search for “Woodnest” in your app store.' })}
      />
      <ul className="feature-list">
        <li>
          <h2 className="h3">{t({ id: 'download.ar', message: 'See it in your room' })}</h2>
          <p>{t({ id: 'download.arBody', message: 'Place a true-to-size Kova sofa in your living room with your camera before you buy.' })}</p>
        </li>
        <li>
          <h2 className="h3">{t({ id: 'download.track', message: 'Track every delivery' })}</h2>
          <p>{t({ id: 'download.trackBody', message: 'Choose your delivery slot, follow the van on the day and message the crew.' })}</p>
        </li>
        <li>
          <h2 className="h3">{t({ id: 'download.save', message: 'Save and share favourites' })}</h2>
          <p>{t({ id: 'download.saveBody', message: 'Keep fabric swatches and room plans in one place, and share them with the people you live with.' })}</p>
        </li>
      </ul>
    </div>
  )
}
