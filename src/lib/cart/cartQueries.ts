import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '#domain/locale/locales'

export const CART_KEY = ['cart'] as const

/** Read with the session cookie, after moving in a pre-Vendure saved cart; another tab may change it, hence the refetch on focus. */
export const cartQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...CART_KEY, locale],
    queryFn: () => import('./legacyCart').then(({ readCartWithSaved }) => readCartWithSaved(locale)),
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
