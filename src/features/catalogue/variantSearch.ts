import type { Orientation, Product } from '#domain/storefront/schemas'
import { isListedUnder } from '#domain/storefront/paths'

// Null means "not a page" (404): a product outside the URL's collection (or the sale), or a variant it lacks.
export function resolveVariantSearch(
  product: Product,
  collection: string,
  search: { colour?: string | undefined; orientation?: Orientation | undefined },
): { colour: string; orientation: Orientation | undefined } | null {
  if (!isListedUnder(product, collection)) return null
  if (search.colour && !product.colours.some((colour) => colour.id === search.colour)) return null
  if (search.orientation && !product.orientations?.includes(search.orientation)) return null
  const firstAvailable = product.variants.find((variant) => variant.available) ?? product.variants[0]
  const colour = search.colour ?? firstAvailable?.colour ?? product.colours[0]?.id
  if (!colour) return null
  return {
    colour,
    orientation: product.orientations ? (search.orientation ?? product.orientations[0]) : undefined,
  }
}
