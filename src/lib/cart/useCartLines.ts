import { useEffect, useEffectEvent } from 'react'
import { useQueries } from '@tanstack/react-query'
import { productQueryOptions } from '@/lib/storefront/queries'
import { useShopfront } from '@/lib/market/useMarket'
import { useCart } from './useCart'
import { useCartChange } from './useCartChange'

export function useCartLines() {
  const shopfront = useShopfront()
  const { cart, query: order } = useCart()
  const handles = [...new Set(cart.lines.filter((line) => !line.swatch).map((line) => line.handle))] // a swatch line is named by the order
  const products = useQueries({ queries: handles.map((handle) => productQueryOptions(shopfront, handle)) })

  const lines = cart.lines.map((line) => {
    const query = products[handles.indexOf(line.handle)]
    const product = query?.data?.product
    const variant = product?.variants.find((candidate) => candidate.sku === line.sku)
    const colour = product?.colours.find((candidate) => candidate.id === variant?.colour)
    return { line, query, product, variant, colour }
  })

  // A piece the shop stopped selling after it went into the order leaves it, and the cart says so.
  const { mutate } = useCartChange()
  const gone = lines.filter(({ query, variant }) => query?.isSuccess && !variant).map(({ line }) => line)
  const goneKey = gone.map((line) => line.id).join('|')
  const removeGone = useEffectEvent(() => mutate({ kind: 'gone', lines: gone }))
  useEffect(() => {
    if (goneKey) removeGone()
  }, [goneKey])

  return {
    cart,
    lines,
    sums: cart.lines.length > 0 ? [[cart.currency, cart.subtotal] as const] : [],
    pending: order.isPending && order.fetchStatus === 'fetching',
    failed: order.isError || lines.some(({ query }) => query?.isError),
    retrying: (order.isError && order.isFetching) || lines.some(({ query }) => query?.isError && query.fetchStatus === 'fetching'),
    retry: () => {
      if (order.isError) void order.refetch()
      for (const query of products) if (query.isError) void query.refetch()
    },
  }
}
