import type { Locale } from '@/lib/locale/locales'

/** Each locale's shoppers pay in their own currency: US dollars in English, yuan in Chinese. */
const CURRENCY: Record<Locale, 'USD' | 'CNY'> = { en: 'USD', zh: 'CNY' }

/** The number format of a locale's prices, whole or with cents. */
export function priceNumberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: CURRENCY[locale],
    maximumFractionDigits: fractionDigits,
  })
}
