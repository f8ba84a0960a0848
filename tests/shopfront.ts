import type { Locale } from '#domain/locale/locales'
import { DEFAULT_MARKET, type Shopfront } from '#domain/markets/markets'

/** A language in its own market, as the shop's unprefixed and `/zh` pages are. */
export const at = (locale: Locale): Shopfront => ({ locale, market: DEFAULT_MARKET[locale] })
