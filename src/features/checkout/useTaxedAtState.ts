import { useCallback, useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useShopfront } from '@/lib/market/useMarket'
import { regionOf } from '#domain/markets/regions'
import { taxCartAt } from '@/lib/cart/orderApi'
import { setCart } from '@/lib/cart/useCart'

/** The US state chosen goes to the order at once, so Vendure taxes it before placing; the answer waits for the last one. */
export function useTaxedAtState(country: 'US' | 'CN', regionCode: string, hasLines: boolean, placing: boolean): () => Promise<void> {
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const last = useRef<Promise<unknown>>(Promise.resolve())
  const { mutateAsync } = useMutation({
    // After any cart change in flight, so the answer is the latest order.
    scope: { id: 'cart' },
    mutationFn: (province: string) => taxCartAt(shopfront, { countryCode: country, province }),
    onSuccess: (cart) => setCart(queryClient, shopfront, cart),
  })
  const province = country === 'US' ? regionOf(country, regionCode)?.postal : undefined
  // Read, not followed: the end of placing is no new choice of state.
  const placingNow = useRef(placing)
  placingNow.current = placing
  useEffect(() => {
    // Never while the order is placed: the address it sends would replace the whole one.
    if (province && hasLines && !placingNow.current) last.current = mutateAsync(province).catch(() => undefined)
  }, [province, hasLines, mutateAsync])
  return useCallback(() => last.current.then(() => undefined), [])
}
