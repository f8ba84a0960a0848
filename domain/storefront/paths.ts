import type { Locale } from '../locale/locales.ts'

export const apiPaths = {
  search: (locale: Locale) => `/api/v1/${locale}/search.json`,
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

export const ORDER_PAGE = /^(?:\/[a-z]{2})?\/order\/WN-[0-9A-Z]{8}\/?$/
