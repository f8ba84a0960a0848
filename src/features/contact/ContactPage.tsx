import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'
import { ContactForm } from './ContactForm'

export function ContactPage() {
  const { t } = useLingui()
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
            <a href="mailto:hello@woodnest.com">hello@woodnest.com</a>
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
            <a href="tel:+14155550142">+1 415 555 0142</a>
          </p>
          <p>{t({ id: 'contact.hours', message: 'Monday to Friday 9:00–18:00, Saturday 10:00–16:00 (Pacific time)' })}</p>
        </section>
        <section className="card" aria-labelledby="contact-visit">
          <h2 id="contact-visit" className="h3">
            {t({ id: 'contact.visit', message: 'Visit the showroom' })}
          </h2>
          <address>
            {t({ id: 'contact.showroomName', message: 'Woodnest Showroom' })}
            <br />
            88 Market Street
            <br />
            San Francisco, CA 94105
          </address>
          <p>
            {t({ id: 'contact.visitBody', message: 'Sit on every Kova module and see all fabrics in daylight. Open daily 10:00–19:00.' })}
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
