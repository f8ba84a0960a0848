import type { Locale } from '../locale/locales.ts'

/** Where the server answers the search index, relative to the API base URL. */
export const apiPaths = {
  search: (locale: Locale) => `/api/v1/${locale}/search.json`,
}

/** The collection every discounted product also belongs to. */
export const SALE_COLLECTION = 'sale'

/**
 * Whether a piece has a page under a collection: its own (where every card links), or the sale
 * when it is discounted. The product route, the prerender and the server's live pages agree on it.
 */
export function isListedUnder(product: { collection: string; compareAt?: number | undefined }, collection: string): boolean {
  return product.collection === collection || (collection === SALE_COLLECTION && product.compareAt !== undefined)
}

/** The product whose variants are the free fabric swatches, one per fabric colour: `fabric-swatches/<colour>`. */
export const SWATCH_PRODUCT = 'fabric-swatches'

export const isSwatchSku = (sku: string) => sku.startsWith(`${SWATCH_PRODUCT}/`)

/** An order's code, the shopper's reference (server/src/plugins/checkout/orderCode.ts writes them): `WN-` and 8 letters or digits. */
export const ORDER_CODE = /^WN-[0-9A-Z]{8}$/

/** An order's confirmation page, in any language (`/order/WN-7K2Q9XCD`, `/zh/order/…`): rendered in the browser, never indexed. */
export const ORDER_PAGE = /^(?:\/[a-z]{2})?\/order\/WN-[0-9A-Z]{8}\/?$/
