import { useEffect } from 'react'
import { useQueries } from '@tanstack/react-query'
import { productQueryOptions } from '@/lib/storefront/queries'
import type { Currency } from '@/lib/storefront/schemas'
import { useLocale } from '@/lib/locale/useLocale'
import { removeUnsold, useCartState } from './cartStore'

// Prices are never taken from storage; a line no longer sold is dropped.
export function useCartLines() {
  const locale = useLocale()
  const { cart } = useCartState()
  const handles = [...new Set(cart.lines.map((line) => line.handle))]
  const products = useQueries({ queries: handles.map((handle) => productQueryOptions(locale, handle)) })

  const lines = cart.lines.map((line) => {
    const query = products[handles.indexOf(line.handle)]
    const product = query?.data?.product
    const variant = product?.variants.find((candidate) => candidate.sku === line.sku)
    const colour = product?.colours.find((candidate) => candidate.id === variant?.colour)
    return { line, query, product, variant, colour, currency: query?.data?.currency }
  })

  const gone = lines.filter(({ query, variant }) => query?.isSuccess && !variant).map(({ line }) => line.sku)
  const goneKey = gone.join('|')
  useEffect(() => {
    if (goneKey) removeUnsold(goneKey.split('|'))
  }, [goneKey])

  const sums = new Map<Currency, number>()
  for (const { line, variant, currency } of lines)
    if (variant && currency) sums.set(currency, (sums.get(currency) ?? 0) + variant.price * line.quantity)
  return {
    cart,
    lines,
    pending: lines.some(({ query }) => query?.isPending),
    failed: lines.some(({ query }) => query?.isError),
    retrying: lines.some(({ query }) => query?.isError && query.fetchStatus === 'fetching'),
    retry: () => {
      for (const query of products) if (query.isError) void query.refetch()
    },
    subtotal: [...sums],
  }
}
