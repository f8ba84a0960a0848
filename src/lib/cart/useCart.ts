import { useEffect } from 'react'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useShopfront } from '@/lib/market/useMarket'
import { useInBrowser } from '@/lib/useInBrowser'
import type { Shopfront } from '#domain/markets/markets'
import { CART_KEY, cartQueryOptions } from './cartQueries'
import { EMPTY_ORDER, type CartOrder } from './cartOrder'
import { useCartState } from './cartStore'

/** The active order, once the page has hydrated and this browser ever had a cart; empty until then. */
export function useCart() {
  const shopfront = useShopfront()
  const inBrowser = useInBrowser()
  const { started, changedElsewhere } = useCartState()
  const query = useQuery({ ...cartQueryOptions(shopfront), enabled: inBrowser && started })
  const { refetch } = query
  useEffect(() => {
    if (changedElsewhere > 0) void refetch()
  }, [changedElsewhere, refetch])
  return { cart: query.data ?? EMPTY_ORDER, query }
}

/** The cart in the other language is this one named differently, read again when shown; the other market's is its own. */
export function setCart(queryClient: QueryClient, shopfront: Shopfront, cart: CartOrder): void {
  const { queryKey } = cartQueryOptions(shopfront)
  queryClient.removeQueries({
    queryKey: CART_KEY,
    predicate: (query) => query.queryKey[1] !== shopfront.locale && query.queryKey[2] === shopfront.market,
  })
  queryClient.setQueryData(queryKey, cart)
}
