import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { LAUNCH } from './launch'
import { LaunchForm } from './LaunchForm'

export function LaunchDetails() {
  const { t } = useLingui()
  const locale = useLocale()
  const date = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${LAUNCH.date}T00:00:00Z`),
  )
  return (
    <div className="launch">
      <FurnitureIllustration
        kind="chair"
        colour="#9c7a4f"
        alt={t({ id: 'soon.imageAlt', message: 'Drawing of an Aster teak lounge chair' })}
      />
      <div>
        <p>
          {t({
            id: 'soon.body',
            message:
              'Aster is our first outdoor collection: FSC-certified teak, hand-woven rope and quick-dry cushions made for balconies, terraces and gardens.',
          })}
        </p>
        <p>
          <strong>{t({ id: 'soon.launchDate', message: `Launching ${date}` })}</strong>
        </p>
        <ul className="checklist">
          <li>{t({ id: 'soon.point.teak', message: 'Solid teak that silvers gracefully in the sun' })}</li>
          <li>{t({ id: 'soon.point.rope', message: 'Rope seats woven by hand, replaceable piece by piece' })}</li>
          <li>{t({ id: 'soon.point.cushions', message: 'Cushions that dry within an hour after rain' })}</li>
        </ul>
        <h2 className="h3">{t({ id: 'launch.heading', message: 'Be the first to know' })}</h2>
        <LaunchForm />
      </div>
    </div>
  )
}
