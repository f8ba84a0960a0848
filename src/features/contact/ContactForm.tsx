import { useLingui } from '@lingui/react/macro'
import { CONTACT_TOPICS, ContactRequestSchema } from '#domain/forms/schemas'
import { useSubmissionForm } from '@/ui/useSubmissionForm'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { FormField } from '@/ui/FormField'
import { SubmissionForm } from '@/ui/SubmissionForm'

const INITIAL = { name: '', email: '', topic: '', orderNumber: '', message: '', website: '' }

export function ContactForm() {
  const { t } = useLingui()
  const form = useSubmissionForm({
    schema: ContactRequestSchema,
    endpoint: '/api/v1/contact-requests',
    draftKey: 'draft:contact',
    initial: INITIAL,
  })
  const labels = {
    name: t({ id: 'contact.form.name', message: 'Your name' }),
    email: t({ id: 'contact.form.email', message: 'Email' }),
    topic: t({ id: 'contact.form.topic', message: 'What is it about?' }),
    orderNumber: t({ id: 'contact.form.orderNumber', message: 'Order number' }),
    message: t({ id: 'contact.form.message', message: 'Your message' }),
  }
  const topics: Record<(typeof CONTACT_TOPICS)[number], string> = {
    order: t({ id: 'contact.topic.order', message: 'An order' }),
    delivery: t({ id: 'contact.topic.delivery', message: 'A delivery' }),
    returns: t({ id: 'contact.topic.returns', message: 'A return' }),
    product: t({ id: 'contact.topic.product', message: 'A product' }),
    other: t({ id: 'contact.topic.other', message: 'Something else' }),
  }

  return (
    <SubmissionForm
      form={form}
      labels={{
        title: t({ id: 'contact.form.title', message: 'Send us a message' }),
        submit: t({ id: 'contact.form.submit', message: 'Send message' }),
      }}
      fieldLabels={labels}
      confirmation={({ reference }) => (
        <>
          <h3>{t({ id: 'contact.form.sent', message: 'Thank you, your message is with us.' })}</h3>
          <p>
            {t({
              id: 'contact.form.reference',
              message: `Your reference is ${reference}. We answer within one working day.`,
            })}
          </p>
          <button type="button" className="button" onClick={form.reset}>
            {t({ id: 'contact.form.another', message: 'Send another message' })}
          </button>
        </>
      )}
    >
      <FormField id="field-name" label={labels.name} error={form.errors['name']}>
        <input type="text" autoComplete="name" {...form.bind('name')} />
      </FormField>
      <FormField id="field-email" label={labels.email} error={form.errors['email']}>
        <input type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
      </FormField>
      <FormField id="field-topic" label={labels.topic} error={form.errors['topic']}>
        <ChoiceSelect
          options={CONTACT_TOPICS}
          labels={topics}
          placeholder={t({ id: 'form.choose', message: 'Please choose' })}
          {...form.bind('topic')}
        />
      </FormField>
      <FormField
        id="field-orderNumber"
        label={labels.orderNumber}
        optionalLabel={t({ id: 'form.optional', message: '(optional)' })}
        hint={t({ id: 'contact.form.orderHint', message: 'The reference you got when you sent your order, for example WN-7K2Q9XCD.' })}
        error={form.errors['orderNumber']}
      >
        <input type="text" {...form.bind('orderNumber')} />
      </FormField>
      <FormField id="field-message" label={labels.message} error={form.errors['message']}>
        <textarea rows={6} {...form.bind('message')} />
      </FormField>
    </SubmissionForm>
  )
}
