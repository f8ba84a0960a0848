import * as v from 'valibot'
import type { Locale } from '@/features/locale/locales'
import type { Product } from './seedCatalogue'

export const SORT_KEYS = ['featured', 'price-asc', 'price-desc', 'newest'] as const
export type SortKey = (typeof SORT_KEYS)[number]

/** A collection's search params; anything else in the URL fails validation and shows the 404 page. */
export const collectionSearchSchema = v.object({ sort: v.optional(v.picklist(SORT_KEYS)) })

export function sortProducts(products: ReadonlyArray<Product>, sort: SortKey, locale: Locale): Array<Product> {
  const sorted = [...products]
  switch (sort) {
    case 'price-asc':
      return sorted.sort((a, b) => a.price[locale] - b.price[locale])
    case 'price-desc':
      return sorted.sort((a, b) => b.price[locale] - a.price[locale])
    case 'newest':
      return sorted.sort((a, b) => b.addedAt.localeCompare(a.addedAt))
    case 'featured':
      return sorted
  }
}
