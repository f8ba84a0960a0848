import type { Locale } from '#domain/locale/locales'
import type { Currency } from '#domain/storefront/schemas'

export function priceNumberFormat(locale: Locale, currency: Currency, fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: fractionDigits,
  })
}
