import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { FieldErrorCode, SubmissionReceipt } from '#domain/forms/schemas'
import { useFormMessages } from '@/ui/useFieldMessages'
import { focusField } from '@/ui/focusField'
import type { FormStatus } from '@/ui/useSubmissionForm'

export function SubmissionForm({
  form,
  labels,
  fieldLabels,
  confirmation,
  children,
}: {
  form: {
    errors: Record<string, FieldErrorCode>
    status: FormStatus
    submit: () => void
    formRef: RefObject<HTMLFormElement | null>
    values: Record<string, unknown>
    setValue: (name: string, value: string) => void
  }
  labels: { title: string; submit: string }
  fieldLabels: Record<string, string>
  confirmation: (receipt: SubmissionReceipt) => ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  const messages = useFormMessages()
  const problems = Object.entries(form.errors)
  const sending = form.status.state === 'sending'
  // Keeping the form's height stops the second click of a double click on Send from landing on the link below.
  const sentFormHeight = useRef<number | undefined>(undefined)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const sent = form.status.state === 'sent'
  // The page above the form may shrink as it is sent (the checkout's cart): the focus brings the answer into view.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  if (form.status.state === 'sent') {
    return (
      <div className="form-sent" style={{ minHeight: sentFormHeight.current }}>
        <div ref={confirmationRef} className="form-confirmation" role="status" tabIndex={-1}>
          {confirmation(form.status.receipt)}
        </div>
      </div>
    )
  }

  return (
    <form
      ref={form.formRef}
      className="submission-form"
      noValidate
      aria-label={labels.title}
      onSubmit={(event) => {
        event.preventDefault()
        sentFormHeight.current = event.currentTarget.getBoundingClientRect().height
        form.submit()
      }}
    >
      {problems.length > 0 && (
        <div className="error-summary" role="alert">
          <p className="error-summary__title">{t({ id: 'form.summary', message: 'Please check the highlighted fields:' })}</p>
          <ul>
            {problems.map(([field, code]) => {
              const label = fieldLabels[field] ?? field
              const problem = messages.field[code]
              return (
                <li key={field}>
                  <a href={`#field-${field}`} onClick={(event) => goToField(event, `field-${field}`)}>
                    {t({ id: 'form.summaryItem', message: `${label}: ${problem}` })}
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {children}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="field-website">{t({ id: 'form.honeypot', message: 'Leave this field empty' })}</label>
        <input
          id="field-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={String(form.values.website ?? '')}
          onChange={(event) => form.setValue('website', event.target.value)}
        />
      </div>
      {form.status.state === 'failed' && (
        <p className="form-failure" role="alert">
          {messages.failure[form.status.reason]}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending} aria-disabled={sending}>
        {sending
          ? t({ id: 'form.sending', message: 'Sending…' })
          : form.status.state === 'failed'
            ? t({ id: 'form.retry', message: 'Try again' })
            : labels.submit}
      </button>
    </form>
  )
}

// Like a hash link, but the field takes the focus.
function goToField(event: MouseEvent, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  focusField(field)
}
