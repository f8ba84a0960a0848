import { lazy, Suspense, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { fieldErrors, maxLengths, type FieldErrorCode } from '#domain/forms/schemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { focusField } from '@/ui/focusField'
import { isMessageReference, LookupError, OrderLookupSchema, type LookupFailure, type OrderLookup } from './orderStatusLookup'
import '@/ui/styles/order-lines.css'
import './orders.css'

const LIMITS = maxLengths(OrderLookupSchema)
const OrderSummary = lazy(() => import('@/ui/OrderSummary'))

export function OrderStatusPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const [values, setValues] = useState({ code: '', contact: '' })
  const [errors, setErrors] = useState<Record<string, FieldErrorCode>>({})
  const [messageReference, setMessageReference] = useState(false)
  const lookup = useMutation({
    mutationFn: async (asked: OrderLookup) => {
      // The answer's code too, before there is an answer: no network failure can come between the two.
      const [{ lookUpOrder }] = await Promise.all([import('./lookUpOrder'), import('@/ui/OrderSummary')])
      return lookUpOrder(shopfront, asked)
    },
  })
  const failures: Record<LookupFailure, string> = {
    'wrong-pair': t({
      id: 'orderStatus.wrongPair',
      message: 'We found no order with this number and this email or phone. Please check both and try again.',
    }),
    locked: t({ id: 'orderStatus.locked', message: 'Too many tries. Please wait ten minutes, then try again.' }),
    network: t({ id: 'orderStatus.network', message: 'We could not reach our server. Check your connection and try again.' }),
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (lookup.isPending) return
    const checked = v.safeParse(OrderLookupSchema, values)
    setMessageReference(isMessageReference(values.code))
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
    lookup.mutate(checked.output)
  }
  const bind = (name: 'code' | 'contact') => ({
    name,
    value: values[name],
    maxLength: LIMITS[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })
  const failure = lookup.error instanceof LookupError ? lookup.error.reason : lookup.isError ? 'network' : undefined
  const order = lookup.data

  return (
    <div className="container page order-status">
      <PageHeader
        title={t({ id: 'orderStatus.title', message: 'Where is my order?' })}
        lede={t({
          id: 'orderStatus.lede',
          message: 'Enter your order number and the email or phone you ordered with to see where your order stands.',
        })}
      />
      <form
        className="submission-form form-section"
        noValidate
        onSubmit={submit}
        aria-label={t({ id: 'orderStatus.form', message: 'Find your order' })}
      >
        <FormField
          id="field-code"
          label={t({ id: 'orderStatus.code', message: 'Order number' })}
          hint={t({ id: 'orderStatus.codeHint', message: 'It starts with WN-, as in WN-7K2Q9XCD.' })}
          error={errors['code']}
          errorText={
            errors['code'] && messageReference
              ? t({
                  id: 'orderStatus.messageReference',
                  message: 'This is the reference of a message you sent us, not an order number. We answer messages by email.',
                })
              : undefined
          }
        >
          <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} {...bind('code')} />
        </FormField>
        <FormField id="field-contact" label={t({ id: 'orderStatus.contact', message: 'Email or phone' })} error={errors['contact']}>
          <input type="text" autoComplete="email" {...bind('contact')} />
        </FormField>
        {failure && (
          <p className="form-failure" role="alert">
            {failures[failure]}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={lookup.isPending} aria-disabled={lookup.isPending}>
          {lookup.isPending
            ? t({ id: 'orderStatus.finding', message: 'Looking…' })
            : t({ id: 'orderStatus.submit', message: 'Find my order' })}
        </button>
      </form>
      <div role="status" className="order-status__answer">
        {order && (
          <Suspense fallback={null}>
            <OrderSummary order={order} />
          </Suspense>
        )}
      </div>
    </div>
  )
}
