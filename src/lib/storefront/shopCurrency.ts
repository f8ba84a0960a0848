import type { Locale } from '../locale/locales.ts'

/** The shop's language picks Vendure's language and the currency prices come in. */
export const SHOP_CURRENCY = { en: 'USD', zh: 'CNY' } as const satisfies Record<Locale, string>
