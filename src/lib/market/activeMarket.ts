import { DEFAULT_MARKET, type Market, type Shopfront } from '#domain/markets/markets'
import type { Locale } from '#domain/locale/locales'
import { marketOfPath, type LocaleRouting } from '#domain/locale/strategy'
import { rememberMarket } from './marketCookie'

export type ActiveMarket = { current: Market }

/** Arriving at a location (not preloading it) makes the market its URL names the active one. */
export function followUrlMarket({
  publicHref,
  routing,
  locale,
  activeMarket,
  preload,
}: {
  publicHref: string
  routing: LocaleRouting
  locale: Locale
  activeMarket: ActiveMarket
  preload: boolean
}): Shopfront {
  const market = marketOfPath(new URL(publicHref, 'http://shop.invalid').pathname, routing) ?? DEFAULT_MARKET[locale]
  if (!preload) {
    activeMarket.current = market
    if (typeof document !== 'undefined') rememberMarket(market)
  }
  return { locale, market }
}
