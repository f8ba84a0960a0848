import { Fragment } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MARKET_SETUP } from '#domain/markets/markets'
import { PageHeader } from '@/ui/PageHeader'
import { useLocale } from '@/lib/locale/useLocale'
import { useMarket } from '@/lib/market/useMarket'
import { ContactForm } from './ContactForm'
import { MARKET_CONTACT } from './marketContact'

// "Pacific Time", "中国标准时间": named by the browser, the same all year.
const zoneName = (timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0).find((part) => part.type === 'timeZoneName')
    ?.value ?? timeZone

export function ContactPage() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const market = useMarket()
  const { email, phone, phoneShown, timeZone } = MARKET_SETUP[market]
  const showroom = MARKET_CONTACT[market]
  const zone = zoneName(timeZone, locale)
  const hours = i18n._(showroom.teamHours)
  return (
    <div className="container page">
      <PageHeader
        title={t({ id: 'contact.title', message: 'Contact us' })}
        lede={t({
          id: 'contact.lede',
          message: 'Questions about an order, a delivery or a piece you have your eye on? Our team answers within one working day.',
        })}
      />
      <div className="card-grid">
        <section className="card" aria-labelledby="contact-write">
          <h2 id="contact-write" className="h3">
            {t({ id: 'contact.write', message: 'Write to us' })}
          </h2>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p>
            {t({
              id: 'contact.writeBody',
              message: 'Include your order number if you have one, and a photo if something arrived damaged.',
            })}
          </p>
        </section>
        <section className="card" aria-labelledby="contact-call">
          <h2 id="contact-call" className="h3">
            {t({ id: 'contact.call', message: 'Call us' })}
          </h2>
          <p>
            <a href={`tel:${phone}`}>{phoneShown}</a>
          </p>
          <p>{t({ id: 'contact.hoursInZone', message: `${hours} (${zone})` })}</p>
        </section>
        <section className="card" aria-labelledby="contact-visit">
          <h2 id="contact-visit" className="h3">
            {t({ id: 'contact.visit', message: 'Visit the showroom' })}
          </h2>
          <address>
            {t({ id: 'contact.showroomName', message: 'Woodnest Showroom' })}
            {showroom.lines.map((line) => (
              <Fragment key={line.id}>
                <br />
                {i18n._(line)}
              </Fragment>
            ))}
          </address>
          <p>
            {[
              t({ id: 'contact.visitBody', message: 'Sit on every Kova module and see all fabrics in daylight.' }),
              i18n._(showroom.hours),
            ].join(locale === 'zh' ? '' : ' ')}
          </p>
        </section>
      </div>
      <section className="section form-section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t({ id: 'contact.form.title', message: 'Send us a message' })}</h2>
        <ContactForm />
      </section>
    </div>
  )
}
