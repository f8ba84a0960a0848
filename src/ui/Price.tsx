import type { Locale } from '#domain/locale/locales'
import type { Currency } from '#domain/storefront/schemas'
import { priceNumberFormat } from './priceFormat'

// Building an Intl.NumberFormat costs far more than using one, so each is built once.
const formats = new Map<string, Intl.NumberFormat>()

/** An amount in the currency the catalogue's answer carries, written the way the shopper's language writes it. */
/** Vendure's currency code as the pages price in it: yuan, else dollars. */
export const currencyOf = (code: string): Currency => (code === 'CNY' ? 'CNY' : 'USD')

export function formatPrice(amount: number, locale: Locale, currency: Currency): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  const key = `${locale}:${currency}:${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = priceNumberFormat(locale, currency, fractionDigits)
    formats.set(key, format)
  }
  return format.format(amount)
}

export function Price({
  amount,
  compareAt,
  locale,
  currency,
  labels,
}: {
  amount: number
  compareAt?: number | undefined
  locale: Locale
  currency: Currency
  labels: { was: string; saving: (percent: number) => string }
}) {
  const saving = compareAt && compareAt > amount ? Math.round((1 - amount / compareAt) * 100) : 0
  return (
    <span className="price">
      <span className={saving ? 'price__now price__now--sale' : 'price__now'}>{formatPrice(amount, locale, currency)}</span>
      {saving > 0 && compareAt !== undefined && (
        <>
          <s className="price__was">
            <span className="visually-hidden">{labels.was} </span>
            {formatPrice(compareAt, locale, currency)}
          </s>
          <span className="badge badge--sale">{labels.saving(saving)}</span>
        </>
      )}
    </span>
  )
}
