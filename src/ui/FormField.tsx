import { cloneElement, type ReactElement } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { FieldErrorCode } from '#domain/forms/schemas'
import { useFormMessages } from '@/ui/useFieldMessages'

export function FormField({
  id,
  label,
  hint,
  error,
  errorText,
  optionalLabel,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: FieldErrorCode | undefined
  /** A problem of this field alone, in place of the shared message for `error`. */
  errorText?: string | undefined
  optionalLabel?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const { t, i18n } = useLingui()
  const messages = useFormMessages()
  const problem = errorText ?? (error && messages.field[error])
  // A long text is not cut at its limit (a paste would lose its end unseen): a count shows near it instead.
  const limit = children.type === 'textarea' ? children.props.maxLength : undefined
  const length = String(children.props.value ?? '').length
  const counting = typeof limit === 'number' && length > limit * 0.9
  const [typed, most] = [i18n.number(length), i18n.number(Number(limit))]
  const describedBy = [hint ? `${id}-hint` : '', counting ? `${id}-count` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={problem ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {optionalLabel && <span className="form-field__optional">{optionalLabel}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        maxLength: limit === undefined ? children.props.maxLength : undefined,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {counting && (
        <p id={`${id}-count`} className="form-field__hint">
          {t({ id: 'form.count', message: `${typed} of ${most} characters` })}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="form-field__error">
          {problem}
        </p>
      )}
    </div>
  )
}
