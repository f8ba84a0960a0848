import type { Locale } from '@/lib/locale/locales'

const CURRENCY: Record<Locale, 'USD' | 'CNY'> = { en: 'USD', zh: 'CNY' }

export function priceNumberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: CURRENCY[locale],
    maximumFractionDigits: fractionDigits,
  })
}
