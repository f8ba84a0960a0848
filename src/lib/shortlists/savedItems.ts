import * as v from 'valibot'
import { MAX_SAVED, SKU } from '#domain/storefront/shortlists'
import { createStoredList } from './storedList'

export { MAX_SAVED }

export const savedItems = createStoredList({ key: 'shop-saved', version: 1, item: v.pipe(v.string(), v.regex(SKU)), max: MAX_SAVED })

export function toggleSaved(sku: string): boolean {
  const items = savedItems.read()
  const saved = items.includes(sku)
  savedItems.write(saved ? items.filter((item) => item !== sku) : [sku, ...items])
  return !saved
}
