import { isMarket, type Market } from '#domain/markets/markets'
import { cookieValue } from '@/lib/cookies'

const MARKET_COOKIE = 'shop_market'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function readMarketCookie(cookieHeader: string): Market | undefined {
  const value = cookieValue(cookieHeader, MARKET_COOKIE)
  return isMarket(value) ? value : undefined
}

let remembered: Market | undefined

/** The market last followed, for the next visit to `/`; without one, a first visit follows the language. */
export function rememberMarket(market: Market): void {
  if (market === remembered) return
  remembered = market
  try {
    document.cookie = `${MARKET_COOKIE}=${market}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
  } catch {} // cookies blocked: the address keeps the market for this visit
}
