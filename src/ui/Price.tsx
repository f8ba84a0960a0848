import type { Locale } from '@/features/locale/locales'

/** Each locale's shoppers pay in their own currency: US dollars in English, yuan in Chinese. */
export const CURRENCY: Record<Locale, 'USD' | 'CNY'> = { en: 'USD', zh: 'CNY' }

export type Money = Record<Locale, number>

export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency: CURRENCY[locale],
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount)
}

export function Price({
  price,
  compareAt,
  locale,
  wasLabel,
}: {
  price: Money
  compareAt?: Money
  locale: Locale
  wasLabel: string
}) {
  return (
    <span className="price">
      <span className={compareAt ? 'price__now price__now--sale' : 'price__now'}>{formatPrice(price[locale], locale)}</span>
      {compareAt && (
        <s className="price__was">
          <span className="visually-hidden">{wasLabel} </span>
          {formatPrice(compareAt[locale], locale)}
        </s>
      )}
    </span>
  )
}
