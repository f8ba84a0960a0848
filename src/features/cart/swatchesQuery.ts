import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale/locales'
import { shopQuery } from '@/lib/storefront/shopApi'
import { SWATCH_PRODUCT } from '@/lib/storefront/paths'
import { SwatchesDocument } from './graphql/graphql'

/** The free swatches, one per fabric (`fabric-swatches/<colour>`), named in the page's language. */
export const swatchesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['swatches', locale],
    queryFn: async () => (await shopQuery(SwatchesDocument, { slug: SWATCH_PRODUCT }, locale)).product?.variants ?? [],
    staleTime: 10 * 60_000,
  })

/** The swatch of a piece's colour, by the piece's SKU (`kova-armchair/oat-boucle` → `fabric-swatches/oat-boucle`). */
export const swatchSkuOf = (sku: string) => `${SWATCH_PRODUCT}/${sku.split('/')[1] ?? ''}`
