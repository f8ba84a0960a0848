import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale/locales'
import { SWATCH_PRODUCT } from '@/lib/storefront/paths'

/**
 * The free swatches, one per fabric. The Shop API's client and the document load with the first
 * read, not with the page: a prerendered swatches page makes that read only after it has hydrated.
 */
export const swatchesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['swatches', locale],
    queryFn: async () => (await import('./readSwatches')).readSwatches(locale),
    staleTime: 10 * 60_000,
  })

/** The swatch of a piece's colour, by the piece's SKU (`kova-armchair/oat-boucle` → `fabric-swatches/oat-boucle`). */
export const swatchSkuOf = (sku: string) => `${SWATCH_PRODUCT}/${sku.split('/')[1] ?? ''}`
