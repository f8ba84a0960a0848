import * as v from 'valibot'
import { MAX_COMPARED, SKU } from '@/lib/shortlists/lists'

// `/compare?items=sku,sku,sku`: one to three variants. Anything else is not a page of the shop (404).
// The value stays a string: the router writes the validated search back into the address.
export const compareSearchSchema = v.object({
  items: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => {
        const skus = value.split(',')
        return skus.length <= MAX_COMPARED && skus.every((sku) => SKU.test(sku))
      }),
    ),
  ),
})

export const compareSearch = (skus: ReadonlyArray<string>) => ({ items: skus.join(',') })
