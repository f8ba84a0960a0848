import { useLingui } from '@lingui/react/macro'
import { BUDGETS, EnterpriseInquirySchema, PROJECT_TYPES, TIMELINES } from '#domain/forms/schemas'
import { useSubmissionForm } from '@/ui/useSubmissionForm'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { FormField } from '@/ui/FormField'
import { SubmissionForm } from '@/ui/SubmissionForm'

const INITIAL = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  country: '',
  projectType: '',
  quantity: '',
  budget: '',
  timeline: '',
  message: '',
  website: '',
}

export function EnterpriseInquiryForm() {
  const { t } = useLingui()
  const form = useSubmissionForm({
    schema: EnterpriseInquirySchema,
    endpoint: '/api/v1/enterprise-inquiries',
    draftKey: 'draft:inquiry',
    initial: INITIAL,
    prepare: (values) => ({ ...values, quantity: values.quantity === '' ? Number.NaN : Number(values.quantity) }),
  })
  const labels = {
    company: t({ id: 'inquiry.company', message: 'Company' }),
    contactName: t({ id: 'inquiry.contactName', message: 'Contact name' }),
    email: t({ id: 'inquiry.email', message: 'Work email' }),
    phone: t({ id: 'inquiry.phone', message: 'Phone' }),
    country: t({ id: 'inquiry.country', message: 'Country or region' }),
    projectType: t({ id: 'inquiry.projectType', message: 'Type of project' }),
    quantity: t({ id: 'inquiry.quantity', message: 'Number of pieces' }),
    budget: t({ id: 'inquiry.budget', message: 'Budget (US dollars)' }),
    timeline: t({ id: 'inquiry.timeline', message: 'When do you need it?' }),
    message: t({ id: 'inquiry.message', message: 'Tell us about the project' }),
  }
  const projectTypes: Record<(typeof PROJECT_TYPES)[number], string> = {
    hotel: t({ id: 'inquiry.type.hotel', message: 'Hotel' }),
    office: t({ id: 'inquiry.type.office', message: 'Office' }),
    residential: t({ id: 'inquiry.type.residential', message: 'Residential development' }),
    restaurant: t({ id: 'inquiry.type.restaurant', message: 'Restaurant or café' }),
    other: t({ id: 'inquiry.type.other', message: 'Something else' }),
  }
  const budgets: Record<(typeof BUDGETS)[number], string> = {
    'under-50k': t({ id: 'inquiry.budget.under50k', message: 'Under 50,000' }),
    '50k-200k': t({ id: 'inquiry.budget.50k200k', message: '50,000 – 200,000' }),
    '200k-1m': t({ id: 'inquiry.budget.200k1m', message: '200,000 – 1,000,000' }),
    'over-1m': t({ id: 'inquiry.budget.over1m', message: 'Over 1,000,000' }),
  }
  const timelines: Record<(typeof TIMELINES)[number], string> = {
    'within-3-months': t({ id: 'inquiry.timeline.3m', message: 'Within 3 months' }),
    '3-6-months': t({ id: 'inquiry.timeline.6m', message: 'In 3 to 6 months' }),
    '6-12-months': t({ id: 'inquiry.timeline.12m', message: 'In 6 to 12 months' }),
    later: t({ id: 'inquiry.timeline.later', message: 'Later than that' }),
  }
  const choose = t({ id: 'form.choose', message: 'Please choose' })

  return (
    <SubmissionForm
      form={form}
      labels={{
        title: t({ id: 'inquiry.title', message: 'Start a project' }),
        submit: t({ id: 'inquiry.submit', message: 'Send inquiry' }),
      }}
      fieldLabels={labels}
      confirmation={({ reference }) => (
        <>
          <h3>{t({ id: 'inquiry.sent', message: 'Thank you, our projects team has your inquiry.' })}</h3>
          <p>
            {t({
              id: 'inquiry.reference',
              message: `Your reference is ${reference}. A project manager will write to you within two working days.`,
            })}
          </p>
        </>
      )}
    >
      <div className="form-row">
        <FormField id="field-company" label={labels.company} error={form.errors['company']}>
          <input type="text" autoComplete="organization" {...form.bind('company')} />
        </FormField>
        <FormField id="field-contactName" label={labels.contactName} error={form.errors['contactName']}>
          <input type="text" autoComplete="name" {...form.bind('contactName')} />
        </FormField>
      </div>
      <div className="form-row">
        <FormField id="field-email" label={labels.email} error={form.errors['email']}>
          <input type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
        </FormField>
        <FormField id="field-phone" label={labels.phone} error={form.errors['phone']}>
          <input type="tel" autoComplete="tel" {...form.bind('phone')} />
        </FormField>
      </div>
      <FormField id="field-country" label={labels.country} error={form.errors['country']}>
        <input type="text" autoComplete="country-name" {...form.bind('country')} />
      </FormField>
      <div className="form-row">
        <FormField id="field-projectType" label={labels.projectType} error={form.errors['projectType']}>
          <ChoiceSelect options={PROJECT_TYPES} labels={projectTypes} placeholder={choose} {...form.bind('projectType')} />
        </FormField>
        <FormField
          id="field-quantity"
          label={labels.quantity}
          hint={t({ id: 'inquiry.quantityHint', message: 'Projects start at 20 pieces.' })}
          error={form.errors['quantity']}
        >
          <input type="number" inputMode="numeric" min={20} max={100_000} {...form.bind('quantity')} />
        </FormField>
      </div>
      <div className="form-row">
        <FormField id="field-budget" label={labels.budget} error={form.errors['budget']}>
          <ChoiceSelect options={BUDGETS} labels={budgets} placeholder={choose} {...form.bind('budget')} />
        </FormField>
        <FormField id="field-timeline" label={labels.timeline} error={form.errors['timeline']}>
          <ChoiceSelect options={TIMELINES} labels={timelines} placeholder={choose} {...form.bind('timeline')} />
        </FormField>
      </div>
      <FormField id="field-message" label={labels.message} error={form.errors['message']}>
        <textarea rows={5} {...form.bind('message')} />
      </FormField>
    </SubmissionForm>
  )
}
