import * as v from 'valibot'
import { skuListSchema } from '@/lib/shortlists/lists'
import { MAX_SAVED } from '@/lib/shortlists/savedItems'

// `/saved?items=sku,sku`: someone's shared list. A malformed value is not a page of the shop (404).
export const savedSearchSchema = v.object({ items: v.optional(skuListSchema(MAX_SAVED)) })

export const shareSearch = (skus: ReadonlyArray<string>) => ({ items: skus.join(',') })
