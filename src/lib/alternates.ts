import { DEFAULT_MARKET, MARKETS, MARKET_SETUP, type Market, type Shopfront } from '#domain/markets/markets'
import { localizePath, type LocaleRouting } from '#domain/locale/strategy'
import { SITE_URL } from './site'

export type Alternate = { hreflang: string; href: string }

/** A page's full address in one language and market; search params and hash only refine a page, so they are left out. */
export const pageUrl = (pathname: string, { locale, market }: Shopfront, routing: LocaleRouting): string =>
  `${SITE_URL}${localizePath(pathname, locale, routing, market)}`

/**
 * Each language in its own market (`en`, `zh`), then in the other (`en-CN`, `zh-US`), in the markets that sell
 * the page (`soldIn`: a piece one market does not sell has no page there); no market is named under `no_prefix`.
 */
export function pageAlternates(pathname: string, routing: LocaleRouting, soldIn: ReadonlyArray<Market> = MARKETS): Array<Alternate> {
  const own = routing.locales.map((locale) => ({
    hreflang: locale,
    href: pageUrl(pathname, { locale, market: DEFAULT_MARKET[locale] }, routing),
  }))
  if (routing.strategy === 'no_prefix') return own
  const sold = own.filter((_, at) => soldIn.includes(DEFAULT_MARKET[routing.locales[at]!]))
  const others = routing.locales.flatMap((locale) =>
    MARKETS.filter((market) => market !== DEFAULT_MARKET[locale] && soldIn.includes(market)).map((market) => ({
      hreflang: `${locale}-${MARKET_SETUP[market].country}`,
      href: pageUrl(pathname, { locale, market }, routing),
    })),
  )
  return [...sold, ...others]
}
