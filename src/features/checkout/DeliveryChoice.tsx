import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { rememberDeliveryPostcode } from '@/lib/cart/deliveryPostcode'
import { useLingui } from '@lingui/react/macro'
import type { FieldErrorCode } from '#domain/forms/schemas'
import { formatDay } from '#domain/locale/formatDay'
import { useShopfront } from '@/lib/market/useMarket'
import { useSettledValue } from '@/lib/useSettledValue'
import { formatPrice } from '@/ui/Price'
import { useFormMessages } from '@/ui/useFieldMessages'
import type { CartOrder } from '@/lib/cart/cartOrder'
import { deliveryEstimateQueryOptions, deliveryMethodsQueryOptions } from '@/lib/cart/deliveryQueries'

type Props = {
  cart: CartOrder
  value: string
  onChange: (code: string) => void
  postcode: string
  country: string
  error: FieldErrorCode | undefined
  label: string
}

export function DeliveryChoice({ cart, value, onChange, postcode, country, error, label }: Props) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  const messages = useFormMessages()
  const methods = useQuery(deliveryMethodsQueryOptions(shopfront, cart.lines))
  const settled = useSettledValue(postcode.normalize('NFKC').trim(), 400)
  const estimate = useQuery({
    ...deliveryEstimateQueryOptions(shopfront, settled, country, cart.lines),
    enabled: settled.length >= 5 && cart.lines.length > 0,
  })
  const offered = methods.data ?? []
  // The first tier is chosen for the shopper until they choose, and again if theirs is no longer offered.
  const first = offered[0]?.code
  const chosenOffered = offered.some((method) => method.code === value)
  // Shown chosen from the first paint, not one commit later when the form's value catches up.
  const shown = chosenOffered ? value : first
  useEffect(() => {
    if (first && !chosenOffered) onChange(first)
  }, [first, chosenOffered, onChange])

  const dates = estimate.data
  useEffect(() => {
    if (dates && !dates.problem && !estimate.isPlaceholderData && settled) rememberDeliveryPostcode(settled)
  }, [dates, settled, estimate.isPlaceholderData])
  const when =
    settled.length < 5 || !dates
      ? t({ id: 'checkout.window.askPostcode', message: 'Enter your postcode to see when it arrives.' })
      : dates.problem === 'MALFORMED'
        ? t({ id: 'checkout.window.malformed', message: 'A US ZIP code has 5 digits (94103); a Chinese postcode has 6 (200040).' })
        : dates.problem === 'UNKNOWN'
          ? t({ id: 'checkout.window.unknown', message: `We do not deliver to ${settled} yet.` })
          : dates.earliest && dates.latest
            ? t({
                id: 'checkout.window',
                message: `Arrives between ${formatDay(dates.earliest, locale)} and ${formatDay(dates.latest, locale)}.`,
              })
            : ''

  return (
    // A radio group: a summary's link and a refusal take the focus to it (tabIndex), which names its problem.
    <fieldset
      role="radiogroup"
      tabIndex={-1}
      className={error ? 'form-field delivery-choice form-field--invalid' : 'form-field delivery-choice'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'field-delivery-error' : undefined}
    >
      <legend>{label}</legend>
      {methods.isError && offered.length === 0 ? (
        <p className="form-field__hint">
          {t({ id: 'checkout.methodsFailed', message: 'The delivery options could not be loaded.' })}{' '}
          <button type="button" className="link-button" onClick={() => void methods.refetch()}>
            {t({ id: 'checkout.methodsRetry', message: 'Try again' })}
          </button>
        </p>
      ) : offered.length === 0 ? (
        <p className="form-field__hint">{t({ id: 'checkout.methodsLoading', message: 'Loading the delivery options…' })}</p>
      ) : (
        offered.map((method, index) => (
          <label key={method.code} className="delivery-option">
            <input
              type="radio"
              name="delivery"
              // The error summary's link lands on the first option.
              id={index === 0 ? 'field-delivery' : undefined}
              value={method.code}
              checked={shown === method.code}
              onChange={() => onChange(method.code)}
              aria-describedby={`delivery-${method.code}-about delivery-window`}
            />
            <span className="delivery-option__name">{method.name}</span>
            <span className="delivery-option__price">
              {method.priceWithTax === 0
                ? t({ id: 'checkout.deliveryFree', message: 'Free' })
                : formatPrice(method.priceWithTax / 100, locale, cart.currency)}
            </span>
            <span id={`delivery-${method.code}-about`} className="delivery-option__about">
              {method.description}
            </span>
          </label>
        ))
      )}
      <p id="delivery-window" className="delivery-choice__window" aria-live="polite">
        {when}
      </p>
      {error && (
        <p id="field-delivery-error" className="form-field__error">
          {messages.field[error]}
        </p>
      )}
    </fieldset>
  )
}
