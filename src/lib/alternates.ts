import { DEFAULT_MARKET, MARKETS, MARKET_SETUP, type Shopfront } from '#domain/markets/markets'
import { localizePath, type LocaleRouting } from '#domain/locale/strategy'
import { SITE_URL } from './site'

export type Alternate = { hreflang: string; href: string }

/** A page's full address in one language and market; search params and hash only refine a page, so they are left out. */
export const pageUrl = (pathname: string, { locale, market }: Shopfront, routing: LocaleRouting): string =>
  `${SITE_URL}${localizePath(pathname, locale, routing, market)}`

/** Each language in its own market (`en`, `zh`), then in the other (`en-CN`, `zh-US`); the address names no market under `no_prefix`. */
export function pageAlternates(pathname: string, routing: LocaleRouting): Array<Alternate> {
  const own = routing.locales.map((locale) => ({
    hreflang: locale,
    href: pageUrl(pathname, { locale, market: DEFAULT_MARKET[locale] }, routing),
  }))
  if (routing.strategy === 'no_prefix') return own
  const others = routing.locales.flatMap((locale) =>
    MARKETS.filter((market) => market !== DEFAULT_MARKET[locale]).map((market) => ({
      hreflang: `${locale}-${MARKET_SETUP[market].country}`,
      href: pageUrl(pathname, { locale, market }, routing),
    })),
  )
  return [...own, ...others]
}
