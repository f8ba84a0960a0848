import { HttpError } from '#domain/http'
import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { OrderStatusDocument } from '#domain/storefront/graphql/graphql'
import { LookupError, type OrderLookup, type OrderStatus } from './orderStatusLookup'

// Loaded on the first lookup, so the Shop API client and documents stay out of the status page's first load.
export async function lookUpOrder(shopfront: Shopfront, { code, contact }: OrderLookup): Promise<OrderStatus> {
  const answer = await shopQuery(OrderStatusDocument, { code, contact }, shopfront).catch((error: unknown) => {
    if (error instanceof HttpError && /TOO_MANY_ATTEMPTS/.test(error.message)) throw new LookupError('locked')
    throw new LookupError('network')
  })
  if (!answer.orderStatus) throw new LookupError('wrong-pair')
  return answer.orderStatus
}
