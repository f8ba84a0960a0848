import { SWATCH_PRODUCT } from '#domain/storefront/paths'

/** The swatch of a piece's colour, by the piece's SKU (`kova-armchair/oat-boucle` → `fabric-swatches/oat-boucle`). */
export const swatchSkuOf = (sku: string) => `${SWATCH_PRODUCT}/${sku.split('/')[1] ?? ''}`
