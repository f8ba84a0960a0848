import type { AnyRouter } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { delocalizePath, localizePath, type LocaleRouting } from '#domain/locale/strategy'
import type { Market } from '#domain/markets/markets'
import type { ActiveMarket } from '@/lib/market/activeMarket'
import { localeOf } from './i18n'

/** The route tree has no locale segment: the prefix is removed from URLs coming in and added, in the active language and market, going out. */
export const localeRewrite = (i18n: I18n, routing: LocaleRouting, activeMarket: ActiveMarket) => ({
  input: ({ url }: { url: URL }) => {
    url.pathname = delocalizePath(url.pathname, routing).pathname
    return url
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = localizePath(url.pathname, localeOf(i18n, routing), routing, activeMarket.current)
    return url
  },
})

type RewriteContext = { i18n: I18n; localeRouting: LocaleRouting; activeMarket: ActiveMarket }

/** A new language or market rebuilds every link's address in it: a fresh rewrite makes the router re-read its location. */
export function rebuildLinks(router: AnyRouter): void {
  const { i18n, localeRouting, activeMarket } = router.options.context as RewriteContext
  router.update({ ...router.options, rewrite: localeRewrite(i18n, localeRouting, activeMarket) })
}

/** A shopper's choice of market: the navigation to it is built in it; its links are rebuilt once it has loaded (ShopApp.tsx). */
export function activateMarket(router: AnyRouter, market: Market): void {
  ;(router.options.context as RewriteContext).activeMarket.current = market
}
