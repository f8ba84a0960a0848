import * as v from 'valibot'

import { SKU } from '#domain/storefront/shortlists'

// A piece as the lists name it: `handle/colour` or `handle/colour/side`, as the storefront API writes it.
export { HANDLE, SKU } from '#domain/storefront/shortlists'

export const handleOfSku = (sku: string) => sku.split('/')[0]!

/** Kept as the string the address holds: the router writes it back. */
export function skuListSchema(max: number) {
  return v.pipe(
    v.string(),
    v.check((value) => {
      const skus = value.split(',')
      return skus.length <= max && new Set(skus).size === skus.length && skus.every((sku) => SKU.test(sku))
    }),
  )
}
