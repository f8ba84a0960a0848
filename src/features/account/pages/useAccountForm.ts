import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { fieldErrors, maxLengths, type FieldErrorCode } from '#domain/forms/schemas'
import { focusField } from '@/ui/focusField'
import { useInBrowser } from '@/lib/useInBrowser'
import type { AccountOutcome, AccountRefusal } from './accountApi'

type Values = Record<string, string>

/** An account form: checked as typed, sent once, and the server's field errors shown where they belong; nothing typed is lost. */
export function useAccountForm<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  initial: Values,
  send: (values: v.InferOutput<S>) => Promise<AccountOutcome>,
) {
  const [values, setValues] = useState(initial)
  // A press before hydration would send the form by the browser's own means: the button waits.
  const ready = useInBrowser()
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({})
  const limits = maxLengths(schema)
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (outcome) => setErrors('fields' in outcome ? outcome.fields : {}),
  })
  const outcome = sending.data
  const refused: AccountRefusal | undefined = outcome && 'refused' in outcome ? outcome.refused : undefined

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.isPending) return
    const checked = v.safeParse(schema, values)
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues))
      const form = event.currentTarget
      requestAnimationFrame(() => {
        const first = form.querySelector<HTMLElement>('[aria-invalid="true"]')
        if (first) focusField(first)
      })
      return
    }
    setErrors({})
    sending.mutate(checked.output)
  }

  const bind = (name: string) => ({
    name,
    value: values[name] ?? '',
    maxLength: limits[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  return {
    values,
    errors,
    bind,
    submit,
    ready,
    pending: sending.isPending,
    done: outcome !== undefined && 'done' in outcome,
    refused,
    unreachable: sending.isError,
  }
}
