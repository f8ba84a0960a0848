import * as v from 'valibot'
import { MAX_SAVED, SKU } from '@/lib/shortlists/lists'

// `/saved?items=sku,sku`: someone's shared list. A malformed value is not a page of the shop (404).
// The value stays a string: the router writes the validated search back into the address.
export const savedSearchSchema = v.object({
  items: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        const skus = value.split(',')
        return skus.length <= MAX_SAVED && skus.every((sku) => SKU.test(sku))
      }),
    ),
  ),
})

export const shareSearch = (skus: ReadonlyArray<string>) => ({ items: skus.join(',') })
