import * as v from 'valibot'
import { MAX_COMPARED, skuListSchema } from '@/lib/shortlists/lists'

// `/compare?items=sku,sku,sku`: one to three variants. Anything else is not a page of the shop (404).
export const compareSearchSchema = v.object({ items: v.optional(skuListSchema(MAX_COMPARED)) })

export const compareSearch = (skus: ReadonlyArray<string>) => ({ items: skus.join(',') })
