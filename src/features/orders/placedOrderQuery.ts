import { queryOptions } from '@tanstack/react-query'
import { HttpError } from '#domain/http'
import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { PlacedOrderDocument } from '#domain/storefront/graphql/graphql'

/** Null when Vendure refuses: only the session that placed an order may read it (server/src/plugins/checkout/orderProcess.ts). */
export const placedOrderQueryOptions = (shopfront: Shopfront, code: string) =>
  queryOptions({
    queryKey: ['placed-order', code, shopfront.locale, shopfront.market],
    queryFn: async () => {
      try {
        const { orderByCode } = await shopQuery(PlacedOrderDocument, { code }, shopfront)
        return orderByCode?.orderPlacedAt ? orderByCode : null
      } catch (error) {
        if (error instanceof HttpError && error.kind === 'invalid') return null
        throw error
      }
    },
    staleTime: 60_000,
  })
