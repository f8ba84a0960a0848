import type { Locale } from '../locale/locales.ts'

/** Where the shop sells: each market has its currency, its delivery country and its own team to reach (docs/decisions.md#markets). */
export const MARKETS = ['us', 'cn'] as const
export type Market = (typeof MARKETS)[number]

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as ReadonlyArray<string>).includes(value)
}

export type Shopfront = { locale: Locale; market: Market }

type MarketSetup = {
  country: 'US' | 'CN'
  currency: 'USD' | 'CNY'
  email: string
  phone: string
  phoneShown: string
  timeZone: string
  /** The stock location that ships this market's orders; one name in both languages, as Vendure keeps one. */
  warehouse: string
}

export const MARKET_SETUP = {
  us: {
    country: 'US',
    currency: 'USD',
    email: 'hello@woodnest.com',
    phone: '+14155550142',
    phoneShown: '+1 415 555 0142',
    timeZone: 'America/Los_Angeles',
    warehouse: 'Columbus, Ohio · 美国俄亥俄州哥伦布',
  },
  cn: {
    country: 'CN',
    currency: 'CNY',
    email: 'nihao@woodnest.com',
    phone: '+862155550142',
    phoneShown: '021 5555 0142',
    timeZone: 'Asia/Shanghai',
    warehouse: 'Kunshan, Jiangsu · 江苏昆山',
  },
} as const satisfies Record<Market, MarketSetup>

export const DEFAULT_MARKET = { en: 'us', zh: 'cn' } as const satisfies Record<Locale, Market>

export const CHANNEL_TOKEN_KEY = 'vendure-token'

export const currencyOfMarket = (market: Market): MarketSetup['currency'] => MARKET_SETUP[market].currency
