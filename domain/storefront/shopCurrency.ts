import type { Locale } from '../locale/locales.ts'

export const SHOP_CURRENCY = { en: 'USD', zh: 'CNY' } as const satisfies Record<Locale, string>
