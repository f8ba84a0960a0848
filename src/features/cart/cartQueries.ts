import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale/locales'

export const CART_KEY = ['cart'] as const

/**
 * The active order, read with the session cookie once the page has hydrated (after moving a cart
 * saved by the shop before Vendure into it); its code loads with the first read. Another tab may
 * have changed it, so it is read again when this one regains focus.
 */
export const cartQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...CART_KEY, locale],
    queryFn: () => import('./legacyCart').then(({ readCartWithSaved }) => readCartWithSaved(locale)),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
