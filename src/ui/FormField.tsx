import { cloneElement, type ReactElement } from 'react'
import type { FieldErrorCode } from '@/lib/forms/schemas'
import { useFormMessages } from '@/ui/useFieldMessages'

export function FormField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  children,
}: {
  id: string
  label: string
  hint?: string
  error?: FieldErrorCode | undefined
  optionalLabel?: string
  children: ReactElement<Record<string, unknown>>
}) {
  const messages = useFormMessages()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
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
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {messages.field[error]}
        </p>
      )}
    </div>
  )
}
