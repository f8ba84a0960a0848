import { focusField } from '@/ui/focusField'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { HttpError, request } from '#domain/http'
import { FieldRefusal } from '@/lib/forms/fieldRefusal'
import {
  SubmissionReceiptSchema,
  ValidationProblemSchema,
  fieldErrors,
  maxLengths,
  type FieldErrorCode,
  type SubmissionPath,
  type SubmissionReceipt,
} from '#domain/forms/schemas'

export type FormValues = Record<string, string | number | boolean>
export type SendFailure = 'network' | 'server' | 'rate-limited'
export type FormStatus =
  { state: 'editing' } | { state: 'sending' } | { state: 'sent'; receipt: SubmissionReceipt } | { state: 'failed'; reason: SendFailure }

function newKey(): string {
  return crypto.randomUUID()
}

function readDraft(key: string): FormValues | undefined {
  try {
    const raw = sessionStorage.getItem(key)
    const parsed: unknown = raw ? JSON.parse(raw) : undefined
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
    ) as FormValues
  } catch {
    return undefined
  }
}

function writeDraft(key: string, values: FormValues | undefined) {
  try {
    if (values) sessionStorage.setItem(key, JSON.stringify(values))
    else sessionStorage.removeItem(key)
  } catch {
    // No storage: the draft just does not survive a reload.
  }
}

/** The fields a refusal names: the shop's own (`FieldRefusal`), or the endpoint's 400 problem. */
function refusedFields(error: unknown): Record<string, FieldErrorCode> | undefined {
  if (error instanceof FieldRefusal) return error.fields
  if (!(error instanceof HttpError) || error.status !== 400) return undefined
  const problem = v.safeParse(ValidationProblemSchema, error.body)
  return problem.success ? problem.output.fields : undefined
}

function failureOf(error: unknown): SendFailure {
  if (error instanceof HttpError && error.status === 429) return 'rate-limited'
  return error instanceof HttpError && (error.kind === 'status' || error.kind === 'invalid') ? 'server' : 'network'
}

/** Never retried (the shopper sends again); the Idempotency-Key is kept for a resend, so a lost answer files nothing twice. */
export function useSubmissionForm<TSchema extends v.GenericSchema<unknown, unknown>>({
  schema,
  endpoint,
  send,
  draftKey,
  initial,
  prepare = (values) => values,
  onSent,
}: {
  schema: TSchema
  draftKey: string
  initial: FormValues
  prepare?: (values: FormValues) => Record<string, unknown>
  onSent?: (receipt: SubmissionReceipt) => void
} & (
  | { endpoint: SubmissionPath; send?: undefined }
  | { endpoint?: undefined; send: (values: v.InferOutput<TSchema>) => Promise<SubmissionReceipt> }
)) {
  const [values, setValues] = useState<FormValues>(initial)
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({})
  const idempotencyKey = useRef<string | null>(null)
  // The mutation's own state arrives a render later: a second click before it sends nothing.
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const restored = useRef(false)
  const limits = useMemo(() => maxLengths(schema), [schema])

  const mutation = useMutation({
    retry: false,
    mutationFn: ({ output, body, key }: { output: v.InferOutput<TSchema>; body: Record<string, unknown>; key: string }) =>
      send
        ? send(output)
        : request(endpoint as SubmissionPath, {
            method: 'POST',
            body,
            schema: SubmissionReceiptSchema,
            headers: { 'Idempotency-Key': key },
            timeoutMs: 15_000,
          }),
    onSuccess: () => {
      writeDraft(draftKey, undefined)
      idempotencyKey.current = null
    },
    onError: (error) => {
      const fields = refusedFields(error)
      if (!fields) return
      setErrors(fields)
      focusFirstError(error instanceof FieldRefusal ? Object.keys(fields)[0] : undefined)
    },
    onSettled: () => void (sending.current = false),
  })
  const status: FormStatus = mutation.isPending
    ? { state: 'sending' }
    : mutation.isSuccess
      ? { state: 'sent', receipt: mutation.data }
      : mutation.isError && !refusedFields(mutation.error)
        ? { state: 'failed', reason: failureOf(mutation.error) }
        : { state: 'editing' }

  useEffect(() => {
    const draft = readDraft(draftKey)
    // A field the draft left empty keeps what the form was opened with (a remembered postcode, say).
    if (draft)
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(Object.entries(draft).filter(([name, value]) => value !== '' || !current[name])),
      }))
    restored.current = true
  }, [draftKey])

  useEffect(() => {
    if (restored.current && status.state !== 'sent') writeDraft(draftKey, values)
  }, [draftKey, values, status.state])

  function setValue(name: string, value: string | number | boolean) {
    setValues((current) => ({ ...current, [name]: value }))
    idempotencyKey.current = null // new values, new request
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest)
  }

  function focusFirst(selector: string, outside?: string) {
    requestAnimationFrame(() => {
      // A problem with what the form sends but does not hold (the checkout's cart) is shown outside it.
      const field = formRef.current?.querySelector<HTMLElement>(selector) ?? (outside ? document.getElementById(outside) : null)
      if (field) focusField(field)
    })
  }
  function focusFirstError(first?: string) {
    focusFirst('[aria-invalid="true"]', first && `field-${first}`)
  }

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (sending.current) return
    const body = prepare(values)
    const checked = v.safeParse(schema, body)
    if (!checked.success) {
      setErrors(fieldErrors(checked.issues))
      focusFirstError()
      return
    }
    setErrors({})
    sending.current = true
    idempotencyKey.current ??= newKey()
    // Here, not in the hook's onSuccess: same update as the sent state, so `onSent`'s changes never show before the receipt.
    mutation.mutate({ output: checked.output, body, key: idempotencyKey.current }, { onSuccess: (receipt) => onSent?.(receipt) })
  }

  // A fresh form takes the focus its button had, at its first field.
  function reset() {
    mutation.reset()
    setValues(initial)
    setErrors({})
    focusFirst('input:not([tabindex="-1"]), select, textarea')
  }

  function bind(name: string) {
    return {
      name,
      value: String(values[name] ?? ''),
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
      ...(limits[name] ? { maxLength: limits[name] } : {}),
    }
  }

  return { values, errors, status, setValue, submit, reset, formRef, bind }
}
