import { queryOptions } from '@tanstack/react-query'
import { HttpError } from '@/lib/http'
import type { Locale } from '@/lib/locale/locales'
import { shopQuery } from '@/lib/storefront/shopApi'
import { PlacedOrderDocument } from './graphql/graphql'

/** Null when Vendure refuses: only the session that placed an order may read it (server/src/plugins/checkout/orderProcess.ts). */
export const placedOrderQueryOptions = (locale: Locale, code: string) =>
  queryOptions({
    queryKey: ['placed-order', code, locale],
    queryFn: async () => {
      try {
        const { orderByCode } = await shopQuery(PlacedOrderDocument, { code }, locale)
        return orderByCode?.orderPlacedAt ? orderByCode : null
      } catch (error) {
        if (error instanceof HttpError && error.kind === 'invalid') return null
        throw error
      }
    },
    staleTime: 60_000,
  })
