import { useQueries } from '@tanstack/react-query'
import { productQueryOptions } from '@/lib/storefront/queries'
import { useShopfront } from '@/lib/market/useMarket'
import { handleOfSku } from '@/lib/shortlists/lists'
import type { Currency, Product, Variant } from '#domain/storefront/schemas'

export type SkuVariant = { sku: string; product: Product; currency: Currency; variant: Variant; colourName: string }

// A card saves `handle/colour`; a piece sold in two orientations then stands for its first.
function variantFor(product: Product, sku: string): Variant | undefined {
  return (
    product.variants.find((variant) => variant.sku === sku) ??
    product.variants.find((variant) => `${product.handle}/${variant.colour}` === sku)
  )
}

/** The variants these SKUs name, with today's price and stock from the catalogue; `unknown` ones it no longer sells. */
export function useSkuVariants(skus: ReadonlyArray<string>) {
  const shopfront = useShopfront()
  const handles = [...new Set(skus.map(handleOfSku))]
  const queries = useQueries({ queries: handles.map((handle) => productQueryOptions(shopfront, handle)) })
  const found: Array<SkuVariant> = []
  const unknown: Array<string> = []
  for (const sku of skus) {
    const query = queries[handles.indexOf(handleOfSku(sku))]
    if (!query?.isSuccess) continue
    const { product, currency } = query.data ?? {}
    const variant = product && variantFor(product, sku)
    if (!product || !currency || !variant) unknown.push(sku)
    // A card's `handle/colour` and the product page's `handle/colour/side` may name one variant.
    else if (found.some((row) => row.variant.sku === variant.sku)) continue
    else
      found.push({
        sku,
        product,
        currency,
        variant,
        colourName: product.colours.find((colour) => colour.id === variant.colour)?.name ?? '',
      })
  }
  return {
    found,
    unknown,
    pending: queries.some((query) => query.isPending),
    failed: queries.some((query) => query.isError),
    retry: () => queries.forEach((query) => query.isError && void query.refetch()),
  }
}
