import type { Locale } from '@/lib/locale/locales'
import { shopQuery } from '@/lib/storefront/shopApi'
import { SWATCH_PRODUCT } from '@/lib/storefront/paths'
import { SwatchesDocument } from './graphql/graphql'

/** The free swatches, one per fabric (`fabric-swatches/<colour>`), named in the page's language. */
export async function readSwatches(locale: Locale) {
  return (await shopQuery(SwatchesDocument, { slug: SWATCH_PRODUCT }, locale)).product?.variants ?? []
}
