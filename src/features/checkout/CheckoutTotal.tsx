import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { formatPrice } from '@/ui/Price'
import type { CartOrder } from '@/lib/cart/cartOrder'
import { TaxRows } from '@/ui/TaxRows'
import { deliveryMethodsQueryOptions } from '@/lib/cart/deliveryQueries'

/** The chosen delivery tier's price, the tax, and what the order comes to with them, in the order's currency. */
export function CheckoutTotal({ cart, delivery, stateKnown }: { cart: CartOrder; delivery: string; stateKnown: boolean }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  const methods = useQuery(deliveryMethodsQueryOptions(shopfront, cart.lines))
  const chosen = methods.data?.find((method) => method.code === delivery)
  const price = chosen ? chosen.priceWithTax / 100 : 0
  const taxKnown = cart.tax.included || stateKnown
  return (
    <>
      <TaxRows tax={cart.tax} currency={cart.currency} stateKnown={stateKnown} />
      {chosen && (
        <p className="subtotal-row">
          <span>{t({ id: 'checkout.deliveryLine', message: `Delivery: ${chosen.name}` })}</span>
          <span>
            {price === 0
              ? t({ id: 'checkout.deliveryFree', message: 'Free', comment: 'The price of delivery when nothing is charged' })
              : formatPrice(price, locale, cart.currency)}
          </span>
        </p>
      )}
      {chosen && (
        <p className="subtotal-row order-total">
          <span>
            {taxKnown
              ? t({ id: 'checkout.total', message: 'Total' })
              : t({ id: 'checkout.totalBeforeTax', message: 'Total before sales tax' })}
          </span>
          <strong>{formatPrice((taxKnown ? cart.subtotalWithTax : cart.subtotal) + price, locale, cart.currency)}</strong>
        </p>
      )}
    </>
  )
}
