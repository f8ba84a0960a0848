import { COLLECTIONS, PRODUCTS } from '@/lib/storefront/source/catalogue'
import { membersOf } from '@/lib/storefront/resources'
import { SALE_COLLECTION } from '@/lib/storefront/paths'

/** A page the build writes as HTML, by its path in the route tree (no locale prefix). */
export type PrerenderPage = {
  path: string
  /** Listed in the sitemap: its own canonical address, and not marked noindex. */
  indexable: boolean
}

/** Pages that exist but are not for search results (the launch teasers, the order request). */
const NOT_INDEXED = new Set(['/coming-soon', '/coming-soon/test', '/checkout'])

/**
 * Every page the shop has: the static routes, each collection and each product under every
 * collection that lists it (a product on sale is also under `/collections/sale`, where its
 * canonical link points back to its own collection).
 */
export function prerenderPaths(staticPaths: ReadonlyArray<string>): Array<PrerenderPage> {
  const pages = staticPaths.map((path) => ({ path, indexable: !NOT_INDEXED.has(path) }))
  for (const handle of [...COLLECTIONS.map((collection) => collection.handle), SALE_COLLECTION]) {
    pages.push({ path: `/collections/${handle}`, indexable: true })
    for (const product of membersOf(handle, PRODUCTS)) {
      pages.push({ path: `/collections/${handle}/products/${product.handle}`, indexable: product.collection === handle })
    }
  }
  return pages
}
