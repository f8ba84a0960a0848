import type { Locale } from '@/features/locale/locales'

/** Each locale's shoppers pay in their own currency: US dollars in English, yuan in Chinese. */
export const CURRENCY: Record<Locale, 'USD' | 'CNY'> = { en: 'USD', zh: 'CNY' }

/** The number format of a locale's prices, whole or with cents. Free of React: the warm-up worker builds one too. */
export function priceNumberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: CURRENCY[locale],
    maximumFractionDigits: fractionDigits,
  })
}

/** Whether a rendered page (or part of one) shows a price (`Price`'s markup). */
export function showsPrices(root: ParentNode): boolean {
  return root.querySelector('.price') !== null
}
