import * as v from 'valibot'
import { SKU } from '@/lib/shortlists/lists'
import { createStoredList } from '@/lib/shortlists/storedList'

export const MAX_COMPARED = 3

export const comparedItems = createStoredList({
  key: 'shop-compare',
  version: 1,
  item: v.pipe(v.string(), v.regex(SKU)),
  max: MAX_COMPARED,
})
