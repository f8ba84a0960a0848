import { queryOptions } from '@tanstack/react-query'
import type { Shopfront } from '#domain/markets/markets'

export const CART_KEY = ['cart'] as const

/** Read with the session cookie, after moving in a pre-Vendure saved cart; another tab may change it, hence the refetch on focus. */
export const cartQueryOptions = (shopfront: Shopfront) =>
  queryOptions({
    queryKey: [...CART_KEY, shopfront.locale, shopfront.market],
    queryFn: () => import('./legacyCart').then(({ readCartWithSaved }) => readCartWithSaved(shopfront)),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
