import { useLingui } from '@lingui/react/macro'
import type { Currency } from '#domain/storefront/schemas'
import { formatRate, shownTaxLines } from '#domain/storefront/taxLines'
import { useShopfront } from '@/lib/market/useMarket'
import type { CartOrder } from '@/lib/cart/cartOrder'
import { formatPrice } from './Price'

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
  return shownTaxLines(tax.lines, tax.included).map(({ rate, amount }) => {
    const shown = formatRate(rate, locale)
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
