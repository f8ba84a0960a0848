import { HttpError } from '@/lib/http'
import type { Locale } from '@/lib/locale/locales'
import { shopQuery } from '@/lib/storefront/shopApi'
import { OrderStatusDocument } from './graphql/graphql'
import { LookupError, type OrderLookup, type OrderStatus } from './orderStatusLookup'

// Loaded on the first lookup, so the Shop API client and documents stay out of the status page's first load.
export async function lookUpOrder(locale: Locale, { code, contact }: OrderLookup): Promise<OrderStatus> {
  const answer = await shopQuery(OrderStatusDocument, { code, contact }, locale).catch((error: unknown) => {
    if (error instanceof HttpError && /TOO_MANY_ATTEMPTS/.test(error.message)) throw new LookupError('locked')
    throw new LookupError('network')
  })
  if (!answer.orderStatus) throw new LookupError('wrong-pair')
  return answer.orderStatus
}
