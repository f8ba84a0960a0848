import { LOCALES } from '../../../src/lib/locale/locales.ts'
import { isListedUnder, SALE_COLLECTION } from '../../../src/lib/storefront/paths.ts'

// A collection or a product under one, in one of the shop's languages: `/collections/kova`, `/zh/collections/kova/products/kova-armchair/`.
const CATALOGUE_PAGE = new RegExp(`^(?:/(?:${LOCALES.join('|')}))?/collections/([a-z0-9-]+)(?:/products/([a-z0-9-]+))?/?$`)

const EXISTS = `query ($collection: String!, $product: String!, $withProduct: Boolean!) {
  collection(slug: $collection) { slug }
  product(slug: $product) @include(if: $withProduct) { collections { slug } }
}`

/**
 * Whether an address names a collection, or a product in a collection, that Vendure holds now:
 * the server answers it with the app (and 200) until a build prerenders it.
 */
export function livePages(shopApi: () => string): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    const [, collection, product] = CATALOGUE_PAGE.exec(pathname) ?? []
    if (!collection) return false
    const response = await fetch(shopApi(), {
      // A page request waits for this: a slow answer is a 404 rather than a hanging page.
      signal: AbortSignal.timeout(3000),
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: EXISTS, variables: { collection, product: product ?? '', withProduct: product !== undefined } }),
    })
    const { data } = (await response.json()) as {
      data?: { collection: { slug: string } | null; product?: { collections: Array<{ slug: string }> } | null }
    }
    if (!data?.collection) return false
    if (product === undefined) return true
    const slugs = data.product?.collections.map(({ slug }) => slug) ?? []
    // As the pages tell a piece's own collection (the first that is not the sale) and whether it is on sale.
    const own = slugs.find((slug) => slug !== SALE_COLLECTION)
    return own !== undefined && isListedUnder({ collection: own, compareAt: slugs.includes(SALE_COLLECTION) ? 1 : undefined }, collection)
  }
}
