// A collection or a product under one, in any language: `/collections/kova`, `/zh/collections/kova/products/kova-armchair/`.
const CATALOGUE_PAGE = /^(?:\/[a-z]{2})?\/collections\/([a-z0-9-]+)(?:\/products\/([a-z0-9-]+))?\/?$/

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
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: EXISTS, variables: { collection, product: product ?? '', withProduct: product !== undefined } }),
    })
    const { data } = (await response.json()) as {
      data?: { collection: { slug: string } | null; product?: { collections: Array<{ slug: string }> } | null }
    }
    if (!data?.collection) return false
    if (product === undefined) return true
    // A piece on sale is in the sale collection too, and has a page under each.
    return !!data.product?.collections.some(({ slug }) => slug === collection)
  }
}
