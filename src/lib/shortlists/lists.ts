import * as v from 'valibot'
import { createStoredList } from './storedList'

// `handle/colour` or `handle/colour/side`, as the storefront API writes it.
export const SKU = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/(?:left|right))?$/
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const MAX_SAVED = 50
const MAX_RECENT = 8
export const MAX_COMPARED = 3

export const savedItems = createStoredList({ key: 'shop-saved', version: 1, item: v.pipe(v.string(), v.regex(SKU)), max: MAX_SAVED })

export const recentlyViewed = createStoredList({
  key: 'shop-recent',
  version: 1,
  item: v.pipe(v.string(), v.regex(HANDLE)),
  max: MAX_RECENT,
})

export const comparedItems = createStoredList({
  key: 'shop-compare',
  version: 1,
  item: v.pipe(v.string(), v.regex(SKU)),
  max: MAX_COMPARED,
})

export const handleOfSku = (sku: string) => sku.split('/')[0]!

export function toggleSaved(sku: string): boolean {
  const items = savedItems.read()
  const saved = items.includes(sku)
  savedItems.write(saved ? items.filter((item) => item !== sku) : [sku, ...items])
  return !saved
}

export function noteViewed(handle: string): void {
  recentlyViewed.write([handle, ...recentlyViewed.read().filter((item) => item !== handle)])
}

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
