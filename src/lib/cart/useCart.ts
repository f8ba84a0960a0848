import { useEffect } from 'react'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useLocale } from '@/lib/locale/useLocale'
import { useInBrowser } from '@/lib/useInBrowser'
import { CART_KEY, cartQueryOptions } from './cartQueries'
import { EMPTY_ORDER, type CartOrder } from './cartOrder'
import { useCartState } from './cartStore'

/** The active order, once the page has hydrated and this browser ever had a cart; empty until then. */
export function useCart() {
  const locale = useLocale()
  const inBrowser = useInBrowser()
  const { started, changedElsewhere } = useCartState()
  const query = useQuery({ ...cartQueryOptions(locale), enabled: inBrowser && started })
  const { refetch } = query
  useEffect(() => {
    if (changedElsewhere > 0) void refetch()
  }, [changedElsewhere, refetch])
  return { cart: query.data ?? EMPTY_ORDER, query }
}

export function setCart(queryClient: QueryClient, locale: string, cart: CartOrder): void {
  queryClient.removeQueries({ queryKey: CART_KEY, predicate: (query) => query.queryKey[1] !== locale })
  queryClient.setQueryData([...CART_KEY, locale], cart)
}
