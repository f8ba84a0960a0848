import { useLingui } from '@lingui/react/macro'
import type { Currency } from '#domain/storefront/schemas'
import { useShopfront } from '@/lib/market/useMarket'
import type { CartOrder } from '@/lib/cart/cartOrder'
import { formatPrice } from './Price'

const percent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100)

/** The tax as Vendure charged it: US sales tax once the delivery state is known, China's VAT as part of the prices. */
export function TaxRows({ tax, currency, stateKnown }: { tax: CartOrder['tax']; currency: Currency; stateKnown: boolean }) {
  const { t } = useLingui()
  const { locale } = useShopfront()
  if (!tax.included && !stateKnown)
    return (
      <p className="subtotal-row muted">
        <span>{t({ id: 'tax.sales', message: 'Sales tax' })}</span>
        <span>{t({ id: 'tax.byState', message: 'by the delivery state' })}</span>
      </p>
    )
  // Delivery is untaxed: its 0 % line is shown only when nothing else is charged (a state without sales tax).
  const charged = tax.lines.filter((line) => line.rate > 0)
  const lines = charged.length > 0 || tax.included ? charged : [{ rate: 0, amount: 0 }]
  return lines.map(({ rate, amount }) => {
    const shown = percent(rate, locale)
    return (
      <p key={rate} className={tax.included ? 'subtotal-row muted' : 'subtotal-row'}>
        <span>
          {tax.included
            ? t({ id: 'tax.includedLine', message: `Tax included (${shown})` })
            : t({ id: 'tax.salesLine', message: `Sales tax (${shown})` })}
        </span>
        <span>{formatPrice(amount, locale, currency)}</span>
      </p>
    )
  })
}
