import * as v from 'valibot'
import { skuListSchema } from '@/lib/shortlists/lists'
import { MAX_COMPARED } from './comparedItems'

// `/compare?items=sku,sku,sku`: one to three variants. Anything else is not a page of the shop (404).
export const compareSearchSchema = v.object({ items: v.optional(skuListSchema(MAX_COMPARED)) })

export const compareSearch = (skus: ReadonlyArray<string>) => ({ items: skus.join(',') })
