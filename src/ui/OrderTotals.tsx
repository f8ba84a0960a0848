import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { currencyOf, formatPrice } from './Price'
import { TaxRows } from './TaxRows'

type PlacedTotals = {
  currencyCode: string
  pricesIncludeTax: boolean
  taxSummary: ReadonlyArray<{ taxRate: number; taxTotal: number }>
  shippingWithTax: number
  totalWithTax: number
}

/** A placed order's subtotal (`subTotal`, as its market shows prices), tax, delivery and total; amounts in minor units. */
export function OrderTotals({ order, subTotal, deliveryLabel }: { order: PlacedTotals; subTotal: number; deliveryLabel: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const currency = currencyOf(order.currencyCode)
  const money = (minor: number) => formatPrice(minor / 100, locale, currency)
  const tax = {
    included: order.pricesIncludeTax,
    lines: order.taxSummary.map((line) => ({ rate: line.taxRate, amount: line.taxTotal / 100 })),
    at: null,
  }
  return (
    <>
      <p className="subtotal-row">
        <span>{t({ id: 'cart.subtotal', message: 'Subtotal' })}</span>
        <span>{money(subTotal)}</span>
      </p>
      <TaxRows tax={tax} currency={currency} stateKnown />
      <p className="subtotal-row">
        <span>{deliveryLabel}</span>
        <span>{order.shippingWithTax === 0 ? t({ id: 'checkout.deliveryFree', message: 'Free' }) : money(order.shippingWithTax)}</span>
      </p>
      <p className="subtotal-row order-total">
        <span>{t({ id: 'checkout.total', message: 'Total' })}</span>
        <strong>{money(order.totalWithTax)}</strong>
      </p>
    </>
  )
}
