import { SHIPPED_ROUTING, delocalizePath, marketOfPath } from '#domain/locale/strategy.js'
import { DEFAULT_MARKET, type Market } from '#domain/markets/markets.js'
import { ORDER_PAGE } from '#domain/storefront/paths.js'

const CATALOGUE_PAGE = /^\/collections\/([a-z0-9-]+)(?:\/products\/([a-z0-9-]+))?\/?$/

export type CataloguePage = { collection: string; product?: string }

function cataloguePageOf(pathname: string): CataloguePage | null {
  const [, collection, product] = CATALOGUE_PAGE.exec(delocalizePath(pathname, SHIPPED_ROUTING).pathname) ?? []
  if (!collection) return null
  return product === undefined ? { collection } : { collection, product }
}

/** Home, and a collection or product that the address's market sells now. */
export function sellsPage(lists: (page: CataloguePage, market: Market) => Promise<boolean>): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    const page = cataloguePageOf(pathname)
    if (page === null) return delocalizePath(pathname, SHIPPED_ROUTING).pathname === '/'
    return lists(page, marketOfPath(pathname, SHIPPED_ROUTING) ?? DEFAULT_MARKET[SHIPPED_ROUTING.defaultLocale])
  }
}

/** An order's confirmation is always the app: only the session that placed it can read it, and the page says 404 to others. */
export function livePages(lists: (page: CataloguePage, market: Market) => Promise<boolean>): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    if (ORDER_PAGE.test(pathname)) return true
    const page = cataloguePageOf(pathname)
    return page !== null && (await lists(page, marketOfPath(pathname, SHIPPED_ROUTING) ?? DEFAULT_MARKET[SHIPPED_ROUTING.defaultLocale]))
  }
}
