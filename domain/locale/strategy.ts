import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales.ts'
import { DEFAULT_MARKET, isMarket, type Market } from '../markets/markets.ts'

const STRATEGIES = ['no_prefix', 'prefix_except_default', 'prefix_and_default'] as const
export type Strategy = (typeof STRATEGIES)[number]

export type LocaleRouting = {
  strategy: Strategy
  locales: ReadonlyArray<Locale>
  defaultLocale: Locale
}

export const SHIPPED_ROUTING: LocaleRouting = { strategy: 'prefix_except_default', locales: LOCALES, defaultLocale: DEFAULT_LOCALE }

export function isStrategy(value: unknown): value is Strategy {
  return typeof value === 'string' && (STRATEGIES as ReadonlyArray<string>).includes(value)
}

/** The language, and the market only when it is not the language's own (`/zh`, `/zh-us`; `/zh-cn` is no address). */
function prefixOf(segment: string | undefined, routing: LocaleRouting): { locale: Locale; market: Market } | undefined {
  const [locale, market, ...rest] = (segment ?? '').split('-')
  if (!isLocale(locale) || !routing.locales.includes(locale) || rest.length > 0) return undefined
  if (market !== undefined) return isMarket(market) && market !== DEFAULT_MARKET[locale] ? { locale, market } : undefined
  const unprefixed = routing.strategy === 'prefix_except_default' && locale === routing.defaultLocale
  return unprefixed ? undefined : { locale, market: DEFAULT_MARKET[locale] }
}

/** `prefix_except_default` never strips the default locale alone, so `/en/faq` stays unknown (a 404). */
export function delocalizePath(pathname: string, routing: LocaleRouting): { locale?: Locale; market?: Market; pathname: string } {
  if (routing.strategy === 'no_prefix') return { pathname }
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const prefix = prefixOf(match?.[1], routing)
  return prefix ? { ...prefix, pathname: match?.[2] || '/' } : { pathname }
}

/** Without a market, the language's own: the specification's addresses keep their meaning. */
export function localizePath(pathname: string, locale: Locale, routing: LocaleRouting, market: Market = DEFAULT_MARKET[locale]): string {
  if (routing.strategy === 'no_prefix') return pathname
  const named = market !== DEFAULT_MARKET[locale]
  if (!named && locale === routing.defaultLocale) return pathname
  const prefix = named ? `/${locale}-${market}` : `/${locale}`
  return pathname === '/' ? prefix : `${prefix}${pathname}`
}

export function localeOfPath(pathname: string, routing: LocaleRouting): Locale | undefined {
  if (routing.strategy === 'no_prefix') return undefined
  return delocalizePath(pathname, routing).locale ?? routing.defaultLocale
}

export function marketOfPath(pathname: string, routing: LocaleRouting): Market | undefined {
  if (routing.strategy === 'no_prefix') return undefined
  const { locale = routing.defaultLocale, market } = delocalizePath(pathname, routing)
  return market ?? DEFAULT_MARKET[locale]
}
