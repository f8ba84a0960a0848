import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { DELIVERY_PREFERENCES, OrderRequestSchema } from '@/lib/forms/schemas'
import { useSubmissionForm } from '@/ui/useSubmissionForm'
import { useHydrated } from '@/lib/useHydrated'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { formatPrice } from '@/ui/Price'
import { SubmissionForm } from '@/ui/SubmissionForm'
import { useCartChange } from './useCartChange'
import { useCartLines } from './useCartLines'
import { CartSubtotal } from './CartSubtotal'
import { UnsoldNotice } from './UnsoldNotice'

const INITIAL = {
  name: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  country: '',
  deliveryPreference: 'first-available',
  notes: '',
  website: '',
}

export function CheckoutPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { cart, lines, pending, failed, retrying, retry, sums } = useCartLines()
  const change = useCartChange()
  const form = useSubmissionForm({
    schema: OrderRequestSchema,
    endpoint: '/api/v1/order-requests',
    draftKey: 'draft:checkout',
    initial: INITIAL,
    prepare: (values) => ({ ...values, locale, lines: cart.lines.map(({ sku, handle, quantity }) => ({ sku, handle, quantity })) }),
    onSent: () => change.mutate({ kind: 'empty' }),
  })
  const labels = {
    lines: t({ id: 'checkout.lines', message: 'Your cart' }),
    name: t({ id: 'checkout.name', message: 'Full name' }),
    email: t({ id: 'checkout.email', message: 'Email' }),
    phone: t({ id: 'checkout.phone', message: 'Phone' }),
    addressLine1: t({ id: 'checkout.address1', message: 'Street and number' }),
    addressLine2: t({ id: 'checkout.address2', message: 'Flat, floor, entry code' }),
    city: t({ id: 'checkout.city', message: 'City' }),
    postcode: t({ id: 'checkout.postcode', message: 'Postcode' }),
    country: t({ id: 'checkout.country', message: 'Country or region' }),
    deliveryPreference: t({ id: 'checkout.delivery', message: 'Delivery' }),
    notes: t({ id: 'checkout.notes', message: 'Notes for the delivery crew' }),
  }
  const preferences: Record<(typeof DELIVERY_PREFERENCES)[number], string> = {
    'first-available': t({ id: 'checkout.delivery.first', message: 'First available day' }),
    weekday: t({ id: 'checkout.delivery.weekday', message: 'A weekday' }),
    saturday: t({ id: 'checkout.delivery.saturday', message: 'A Saturday' }),
  }
  const optional = t({ id: 'form.optional', message: '(optional)' })
  const sent = form.status.state === 'sent'
  const hydrated = useHydrated()

  return (
    <div className="container page checkout">
      <PageHeader
        title={t({ id: 'checkout.title', message: 'Request your order' })}
        noindex
        lede={t({
          id: 'checkout.lede',
          message:
            'Send us your order and we will call you within one working day to confirm the delivery date and take payment. Nothing is charged now.',
        })}
      />
      <div role="status">
        <UnsoldNotice />
      </div>
      {!hydrated || pending ? (
        // The cart lives in this browser: the prerendered page cannot know it, so it waits.
        <p className="empty-state muted">{t({ id: 'checkout.loadingCart', message: 'Loading your cart…' })}</p>
      ) : failed && cart.lines.length === 0 && !sent ? (
        // The order could not be read: an empty cart would be untrue.
        <div className="empty-state">
          <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
        </div>
      ) : cart.lines.length === 0 && !sent ? (
        <div className="empty-state">
          <p>{t({ id: 'cart.empty', message: 'Your cart is empty.' })}</p>
          <Link to="/" className="button button--primary">
            {t({ id: 'errors.backToShop', message: 'Back to the shop' })}
          </Link>
        </div>
      ) : (
        <div className="checkout__grid">
          {!sent && (
            // The target of the error summary's link for a problem with the cart itself.
            <section id="field-lines" tabIndex={-1} className="card checkout__summary" aria-labelledby="checkout-summary">
              <h2 id="checkout-summary" className="h3">
                {labels.lines}
              </h2>
              <ul className="checkout__lines">
                {lines.map(({ line, query, product, colour }) => (
                  <li key={line.id}>
                    <span>
                      {line.quantity} ×{' '}
                      {product?.name ?? (query?.isError ? t({ id: 'cart.pieceFailed', message: 'a piece that could not be loaded' }) : '…')}
                      {colour && <span className="muted"> · {colour.name}</span>}
                    </span>
                    <span>{formatPrice(line.linePrice, locale, cart.currency)}</span>
                  </li>
                ))}
              </ul>
              <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
              <p className="muted">{t({ id: 'cart.deliveryNote', message: 'Delivery is free. Taxes are included.' })}</p>
            </section>
          )}
          <SubmissionForm
            form={form}
            labels={{
              title: t({ id: 'checkout.formTitle', message: 'Delivery details' }),
              submit: t({ id: 'checkout.submit', message: 'Send order request' }),
            }}
            fieldLabels={labels}
            confirmation={({ reference }) => (
              <>
                <h2>{t({ id: 'checkout.sent', message: 'Thank you! Your order request is with us.' })}</h2>
                <p>
                  {t({
                    id: 'checkout.reference',
                    message: `Your reference is ${reference}. We will call you within one working day to confirm the delivery date and payment.`,
                  })}
                </p>
                <Link to="/" className="button">
                  {t({ id: 'errors.backToShop', message: 'Back to the shop' })}
                </Link>
              </>
            )}
          >
            <FormField id="field-name" label={labels.name} error={form.errors['name']}>
              <input type="text" autoComplete="name" {...form.bind('name')} />
            </FormField>
            <FormField id="field-email" label={labels.email} error={form.errors['email']}>
              <input type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
            </FormField>
            <FormField id="field-phone" label={labels.phone} error={form.errors['phone']}>
              <input type="tel" autoComplete="tel" {...form.bind('phone')} />
            </FormField>
            <FormField id="field-addressLine1" label={labels.addressLine1} error={form.errors['addressLine1']}>
              <input type="text" autoComplete="address-line1" {...form.bind('addressLine1')} />
            </FormField>
            <FormField id="field-addressLine2" label={labels.addressLine2} optionalLabel={optional} error={form.errors['addressLine2']}>
              <input type="text" autoComplete="address-line2" {...form.bind('addressLine2')} />
            </FormField>
            <div className="form-row">
              <FormField id="field-postcode" label={labels.postcode} error={form.errors['postcode']}>
                <input type="text" autoComplete="postal-code" {...form.bind('postcode')} />
              </FormField>
              <FormField id="field-city" label={labels.city} error={form.errors['city']}>
                <input type="text" autoComplete="address-level2" {...form.bind('city')} />
              </FormField>
            </div>
            <FormField id="field-country" label={labels.country} error={form.errors['country']}>
              <input type="text" autoComplete="country-name" {...form.bind('country')} />
            </FormField>
            <FormField id="field-deliveryPreference" label={labels.deliveryPreference} error={form.errors['deliveryPreference']}>
              <ChoiceSelect options={DELIVERY_PREFERENCES} labels={preferences} {...form.bind('deliveryPreference')} />
            </FormField>
            <FormField id="field-notes" label={labels.notes} optionalLabel={optional} error={form.errors['notes']}>
              <textarea rows={3} {...form.bind('notes')} />
            </FormField>
          </SubmissionForm>
        </div>
      )}
    </div>
  )
}
