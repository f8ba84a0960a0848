import type { Locale } from '@/features/locale/locales'

/** Each locale's shoppers pay in their own currency: US dollars in English, yuan in Chinese. */
export const CURRENCY: Record<Locale, 'USD' | 'CNY'> = { en: 'USD', zh: 'CNY' }

// Building an Intl.NumberFormat costs far more than using one (a product page with its
// related products formats dozens of prices while hydrating), so each is built once.
const formats = new Map<string, Intl.NumberFormat>()

export function formatPrice(amount: number, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2
  const key = `${locale}:${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
      style: 'currency',
      currency: CURRENCY[locale],
      maximumFractionDigits: fractionDigits,
    })
    formats.set(key, format)
  }
  return format.format(amount)
}

/**
 * Builds the price format of a page that shows prices (`root` holds a `.price`), before hydration
 * needs it. The first `Intl.NumberFormat` of a page loads ICU's number data: 30-90 ms here,
 * measured on a blank page without DevTools. Done now, in a task of its own, it no longer
 * stretches one of hydration's slices into a long task. Says whether there were prices.
 */
export function preparePriceFormat(root: ParentNode, locale: Locale): boolean {
  if (!root.querySelector('.price')) return false
  formatPrice(0, locale)
  return true
}

/** A price, and when discounted the struck-through price before and the saving. */
export function Price({
  amount,
  compareAt,
  locale,
  labels,
}: {
  amount: number
  compareAt?: number | undefined
  locale: Locale
  labels: { was: string; saving: (percent: number) => string }
}) {
  const saving = compareAt && compareAt > amount ? Math.round((1 - amount / compareAt) * 100) : 0
  return (
    <span className="price">
      <span className={saving ? 'price__now price__now--sale' : 'price__now'}>{formatPrice(amount, locale)}</span>
      {saving > 0 && compareAt !== undefined && (
        <>
          <s className="price__was">
            <span className="visually-hidden">{labels.was} </span>
            {formatPrice(compareAt, locale)}
          </s>
          <span className="badge badge--sale">{labels.saving(saving)}</span>
        </>
      )}
    </span>
  )
}
