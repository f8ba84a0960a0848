import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { LaunchSubscriptionSchema } from '#domain/forms/schemas'
import { useSubmissionForm } from '@/ui/useSubmissionForm'
import { FormField } from '@/ui/FormField'
import { SubmissionForm } from '@/ui/SubmissionForm'

export function LaunchForm() {
  const { t } = useLingui()
  const locale = useLocale()
  const form = useSubmissionForm({
    schema: LaunchSubscriptionSchema,
    endpoint: '/api/v1/launch-subscriptions',
    draftKey: 'draft:launch',
    initial: { email: '', consent: false, website: '' },
    prepare: (values) => ({ ...values, locale }),
  })
  const labels = {
    email: t({ id: 'launch.email', message: 'Email' }),
    consent: t({ id: 'launch.consent', message: 'Yes, email me when Aster launches. I can unsubscribe at any time.' }),
  }
  return (
    <SubmissionForm
      form={form}
      labels={{ title: t({ id: 'launch.title', message: 'Notify me' }), submit: t({ id: 'launch.submit', message: 'Notify me' }) }}
      fieldLabels={labels}
      confirmation={({ reference }) => (
        <p>
          {t({
            id: 'launch.sent',
            message: `You are on the list (reference ${reference}). We will write once, on launch day.`,
          })}
        </p>
      )}
    >
      <FormField id="field-email" label={labels.email} error={form.errors['email']}>
        <input type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
      </FormField>
      <div className={form.errors['consent'] ? 'form-check form-field--invalid' : 'form-check'}>
        <input
          id="field-consent"
          type="checkbox"
          checked={form.values.consent === true}
          aria-invalid={form.errors['consent'] ? true : undefined}
          aria-describedby={form.errors['consent'] ? 'field-consent-error' : undefined}
          onChange={(event) => form.setValue('consent', event.target.checked)}
        />
        <label htmlFor="field-consent">{labels.consent}</label>
        {form.errors['consent'] && (
          <p id="field-consent-error" className="form-field__error">
            {t({ id: 'form.error.consent', message: 'Please tick this box to continue.' })}
          </p>
        )}
      </div>
    </SubmissionForm>
  )
}
