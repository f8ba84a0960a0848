import { LOCALES } from '../../../src/lib/locale/locales.ts'
import { ORDER_PAGE } from '../../../src/lib/storefront/paths.ts'

// A collection or a product under one, in one of the shop's languages: `/collections/kova`, `/zh/collections/kova/products/kova-armchair/`.
const CATALOGUE_PAGE = new RegExp(`^(?:/(?:${LOCALES.join('|')}))?/collections/([a-z0-9-]+)(?:/products/([a-z0-9-]+))?/?$`)

export type CataloguePage = { collection: string; product?: string }

/** The collection (and piece) an address names, or null for any other address. */
function cataloguePageOf(pathname: string): CataloguePage | null {
  const [, collection, product] = CATALOGUE_PAGE.exec(pathname) ?? []
  if (!collection) return null
  return product === undefined ? { collection } : { collection, product }
}

/**
 * Whether an address names a collection, or a product in a collection, that Vendure holds now:
 * the server answers it with the app (and 200) until a build prerenders it. The catalogue's
 * search index knows (it is rebuilt on every catalogue change), so no query is sent per address.
 * An order's confirmation is always the app: only the browser holding the session that placed
 * it can read the order, and the page says 404 to any other.
 */
export function livePages(lists: (page: CataloguePage) => Promise<boolean>): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    if (ORDER_PAGE.test(pathname)) return true
    const page = cataloguePageOf(pathname)
    return page !== null && (await lists(page))
  }
}
