import { DEFAULT_MARKET, type Shopfront } from '../markets/markets.ts'

export const apiPaths = {
  /** The language's own market is the address without a market, as it was before the markets. */
  search: ({ locale, market }: Shopfront) =>
    market === DEFAULT_MARKET[locale] ? `/api/v1/${locale}/search.json` : `/api/v1/${locale}/search.json?market=${market}`,
}

export const SALE_COLLECTION = 'sale'

export const SWATCH_PRODUCT = 'fabric-swatches'

/** The product route, the prerender and the server's live pages must agree on this; the swatches have their own page. */
export function isListedUnder(
  product: { handle: string; collection: string; compareAt?: number | undefined },
  collection: string,
): boolean {
  if (product.handle === SWATCH_PRODUCT) return false
  return product.collection === collection || (collection === SALE_COLLECTION && product.compareAt !== undefined)
}

export const isSwatchSku = (sku: string) => sku.startsWith(`${SWATCH_PRODUCT}/`)

export const ORDER_CODE = /^WN-[0-9A-Z]{8}$/

export const ORDER_PAGE = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/order\/WN-[0-9A-Z]{8}\/?$/
