import { useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { MARKET_SETUP } from '#domain/markets/markets'
import { REGIONS, regionOf } from '#domain/markets/regions'
import { DELIVERY_PREFERENCES } from '#domain/forms/schemas'
import { useSubmissionForm } from '@/ui/useSubmissionForm'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { MarketSelect } from '@/ui/MarketSwitcher'
import { TaxTerms } from '@/ui/TaxTerms'
import { FormField } from '@/ui/FormField'
import { formatPrice } from '@/ui/Price'
import { SubmissionForm } from '@/ui/SubmissionForm'
import { useCartLines } from '@/lib/cart/useCartLines'
import { CartSubtotal } from '@/ui/CartSubtotal'
import { UnsoldNotice } from '@/ui/UnsoldNotice'
import { CheckoutSchema, type CheckoutValues } from './checkoutSchema'
import { DeliveryChoice } from './DeliveryChoice'
import { CheckoutTotal } from './CheckoutTotal'
import { CART_KEY } from '@/lib/cart/cartQueries'
import { EMPTY_ORDER } from '@/lib/cart/cartOrder'
import { setCart } from '@/lib/cart/useCart'
import { markCartChanged } from '@/lib/cart/cartStore'
import { readDeliveryPostcode } from '@/lib/cart/deliveryPostcode'
import { usePlacedBefore } from './usePlacedBefore'
import { useTaxedAtState } from './useTaxedAtState'
import { InvoiceFields, useInvoiceLabels } from './InvoiceFields'
import { SavedAddressChoice } from './SavedAddressChoice'
import { ADDRESSES_KEY, ORDERS_KEY } from '@/lib/account/useShopper'

const INITIAL = {
  name: '',
  email: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  district: '',
  region: '',
  postcode: '',
  country: '',
  delivery: '',
  deliveryPreference: 'first-available',
  notes: '',
  invoiceKind: 'none',
  invoiceTitle: '',
  invoiceTaxNumber: '',
  website: '',
}

export default function CheckoutForm() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale, market } = shopfront
  const { country } = MARKET_SETUP[market]
  const regions = REGIONS[country]
  const { cart, lines, pending, failed, retrying, retry, sums } = useCartLines()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [soldOut, setSoldOut] = useState<ReadonlyArray<string>>([])
  usePlacedBefore()
  const form = useSubmissionForm({
    schema: CheckoutSchema,
    draftKey: 'draft:checkout',
    initial: { ...INITIAL, country, postcode: readDeliveryPostcode() },
    send: async (values: CheckoutValues) => {
      const { placeOrder, CheckoutRefusal } = await import('./placeOrder')
      await taxed()
      try {
        return await placeOrder(shopfront, { ...values, country })
      } catch (error) {
        if (error instanceof CheckoutRefusal) {
          setSoldOut(error.soldOut)
          void queryClient.invalidateQueries({ queryKey: CART_KEY })
        }
        throw error
      }
    },
    onSent: ({ reference }) => {
      setCart(queryClient, shopfront, EMPTY_ORDER)
      markCartChanged()
      for (const queryKey of [ORDERS_KEY, ADDRESSES_KEY]) void queryClient.invalidateQueries({ queryKey })
      void navigate({ to: '/order/$code', params: { code: reference } })
    },
  })
  const region = String(form.values['region'] ?? '')
  const taxed = useTaxedAtState(country, region, cart.lines.length > 0, form.status.state === 'sending')
  // Taxed where the order says it goes: until the chosen state has reached it, the tax is not known.
  const stateKnown = cart.tax.at !== null && cart.tax.at === regionOf(country, region)?.postal
  const { setValue } = form
  const chooseDelivery = useCallback((code: string) => setValue('delivery', code), [setValue])
  const invoiceLabels = useInvoiceLabels()
  const labels = {
    ...invoiceLabels,
    lines: t({ id: 'checkout.lines', message: 'Your cart' }),
    name: t({ id: 'checkout.name', message: 'Full name' }),
    email: t({ id: 'checkout.email', message: 'Email' }),
    phone: t({ id: 'checkout.phone', message: 'Phone' }),
    addressLine1: t({ id: 'checkout.address1', message: 'Street and number' }),
    addressLine2: t({ id: 'checkout.address2', message: 'Flat, floor, entry code' }),
    city: t({ id: 'checkout.city', message: 'City' }),
    district: t({ id: 'checkout.district', message: 'District' }),
    postcode: t({ id: 'checkout.postcode', message: 'Postcode' }),
    region: country === 'US' ? t({ id: 'checkout.state', message: 'State' }) : t({ id: 'checkout.province', message: 'Province' }),
    country: t({ id: 'checkout.country', message: 'Country or region' }),
    countryHint: t({ id: 'checkout.countryHint', message: 'Each country has its own cart, in its own currency.' }),
    delivery: t({ id: 'checkout.delivery', message: 'Delivery' }),
    deliveryPreference: t({ id: 'checkout.deliveryDay', message: 'Preferred delivery day' }),
    notes: t({ id: 'checkout.notes', message: 'Notes for the delivery crew' }),
  }
  const preferences: Record<(typeof DELIVERY_PREFERENCES)[number], string> = {
    'first-available': t({ id: 'checkout.delivery.first', message: 'First available day' }),
    weekday: t({ id: 'checkout.delivery.weekday', message: 'A weekday' }),
    saturday: t({ id: 'checkout.delivery.saturday', message: 'A Saturday' }),
  }
  const optional = t({ id: 'form.optional', message: '(optional)' })
  const sent = form.status.state === 'sent'

  return (
    <>
      <div role="status">
        <UnsoldNotice />
      </div>
      {pending ? (
        <p className="empty-state muted">{t({ id: 'checkout.loadingCart', message: 'Loading your cart…' })}</p>
      ) : failed && cart.lines.length === 0 && !sent ? (
        // The order could not be read: an empty cart would be untrue.
        <div className="empty-state">
          <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
        </div>
      ) : cart.lines.length === 0 && !sent ? (
        <div className="empty-state">
          {soldOut.length > 0 && (
            <p className="notice" role="alert">
              {t({
                id: 'checkout.soldOutEmpty',
                message: 'What you were ordering sold out meanwhile, so your cart is now empty. We are sorry.',
              })}
            </p>
          )}
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
              <ul className="order-lines">
                {lines.map(({ line, query, product, colour }) => (
                  <li key={line.id}>
                    <span>
                      {line.quantity} ×{' '}
                      {product?.name ??
                        line.swatch?.name ??
                        (query?.isError ? t({ id: 'cart.pieceFailed', message: 'a piece that could not be loaded' }) : '…')}
                      {colour && <span className="muted"> · {colour.name}</span>}
                      {soldOut.includes(line.sku) && (
                        <span className="checkout__sold-out">
                          {t({ id: 'checkout.lineSoldOut', message: 'Fewer left than you asked for: this is all there is.' })}
                        </span>
                      )}
                    </span>
                    <span>{formatPrice(line.linePrice, locale, cart.currency)}</span>
                  </li>
                ))}
              </ul>
              <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
              <CheckoutTotal cart={cart} delivery={String(form.values['delivery'] ?? '')} stateKnown={stateKnown} />
              <p className="muted">
                <TaxTerms />
                {t({ id: 'checkout.deliveryNote', message: 'Delivery is priced by how far we carry it.' })}
              </p>
            </section>
          )}
          <SubmissionForm
            form={form}
            labels={{
              title: t({ id: 'checkout.formTitle', message: 'Delivery details' }),
              submit: t({ id: 'checkout.place', message: 'Place order' }),
            }}
            fieldLabels={labels}
            // The confirmation is its own page (/order/$code): this shows while the tab goes there.
            confirmation={({ reference }) => <p>{t({ id: 'checkout.placed', message: `Your order ${reference} is placed.` })}</p>}
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
            <SavedAddressChoice form={form} country={country} />
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
            <FormField id="field-region" label={labels.region} error={form.errors['region']}>
              <ChoiceSelect
                options={regions.map((region) => region.code)}
                labels={Object.fromEntries(regions.map((region) => [region.code, region.name[locale]]))}
                placeholder={t({ id: 'form.choose', message: 'Please choose' })}
                autoComplete="address-level1"
                {...form.bind('region')}
              />
            </FormField>
            {country === 'CN' && (
              <FormField id="field-district" label={labels.district} error={form.errors['district']}>
                <input type="text" autoComplete="address-level3" {...form.bind('district')} />
              </FormField>
            )}
            <FormField id="field-country" label={labels.country} hint={labels.countryHint} error={form.errors['country']}>
              <MarketSelect />
            </FormField>
            <DeliveryChoice
              cart={cart}
              value={String(form.values['delivery'] ?? '')}
              onChange={chooseDelivery}
              postcode={String(form.values['postcode'] ?? '')}
              country={country}
              error={form.errors['delivery']}
              label={labels.delivery}
            />
            <FormField id="field-deliveryPreference" label={labels.deliveryPreference} error={form.errors['deliveryPreference']}>
              <ChoiceSelect options={DELIVERY_PREFERENCES} labels={preferences} {...form.bind('deliveryPreference')} />
            </FormField>
            <FormField id="field-notes" label={labels.notes} optionalLabel={optional} error={form.errors['notes']}>
              <textarea rows={3} {...form.bind('notes')} />
            </FormField>
            {country === 'CN' && <InvoiceFields form={form} />}
          </SubmissionForm>
        </div>
      )}
    </>
  )
}
