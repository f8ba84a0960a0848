import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { DeliveryEstimateDocument, DeliveryMethodsDocument } from '#domain/storefront/graphql/graphql'
import type { CartLine } from './cartOrder'

// Apart from the cart's key: a change to the cart cancels the cart's reads, not these.
const DELIVERY_KEY = 'delivery'

/** The tiers Vendure offers this order (swatches alone go by post), priced in its currency and named in this language. */
export const deliveryMethodsQueryOptions = (shopfront: Shopfront, lines: ReadonlyArray<CartLine>) =>
  queryOptions({
    queryKey: [DELIVERY_KEY, 'methods', shopfront.locale, shopfront.market, lines.map((line) => line.sku).join(' ')],
    queryFn: async () => (await shopQuery(DeliveryMethodsDocument, {}, shopfront)).eligibleShippingMethods,
    placeholderData: keepPreviousData,
  })

export const deliveryEstimateQueryOptions = (
  shopfront: Shopfront,
  postcode: string,
  country: string,
  lines: ReadonlyArray<{ sku: string; quantity: number }>,
) =>
  queryOptions({
    queryKey: [
      DELIVERY_KEY,
      'estimate',
      shopfront.market,
      postcode,
      country,
      lines.map((line) => `${line.sku}×${line.quantity}`).join(' '),
    ],
    queryFn: async () =>
      (
        await shopQuery(
          DeliveryEstimateDocument,
          { postcode, country: country || null, lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
          shopfront,
        )
      ).deliveryEstimate,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  })
