import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'
import { EnterpriseInquiryForm } from './EnterpriseInquiryForm'

export function EnterprisePage() {
  const { t } = useLingui()
  const steps = [
    t({ id: 'business.step.brief', message: 'Brief: tell us about the space, the number of pieces and the look.' }),
    t({ id: 'business.step.design', message: 'Design: our designers adapt a collection or draw something new.' }),
    t({ id: 'business.step.sample', message: 'Sample: we build one piece for you to test on site.' }),
    t({ id: 'business.step.production', message: 'Production: made in our workshop, checked piece by piece.' }),
    t({ id: 'business.step.delivery', message: 'Delivery: installed by our own crews, on your schedule.' }),
  ]
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'business.eyebrow', message: 'Woodnest for business' })}
        title={t({ id: 'business.title', message: 'Custom furniture for hotels, offices and homes you build' })}
        lede={t({
          id: 'business.lede',
          message:
            'From twenty lounge chairs for a hotel lobby to every sofa in a new residential building, we design and make furniture to your brief.',
        })}
      />
      <section className="section" aria-labelledby="business-process">
        <h2 id="business-process">{t({ id: 'business.process', message: 'How a project runs' })}</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="business-terms">
        <h2 id="business-terms">{t({ id: 'business.terms', message: 'Minimums and lead times' })}</h2>
        <p>
          {t({
            id: 'business.termsBody',
            message:
              'Projects start at 20 pieces. A sample takes about three weeks; production of a typical order takes eight to twelve weeks after the sample is approved.',
          })}
        </p>
        <p>
          {t({ id: 'business.contact', message: 'Write to our projects team:' })}{' '}
          <a href="mailto:projects@woodnest.com">projects@woodnest.com</a>
        </p>
      </section>
      <section className="section form-section" aria-labelledby="business-inquiry">
        <h2 id="business-inquiry">{t({ id: 'inquiry.title', message: 'Start a project' })}</h2>
        <EnterpriseInquiryForm />
      </section>
    </div>
  )
}
