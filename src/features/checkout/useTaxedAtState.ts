import { useEffect } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useShopfront } from '@/lib/market/useMarket'
import { regionOf } from '#domain/markets/regions'
import { taxCartAt } from '@/lib/cart/orderApi'
import { setCart } from '@/lib/cart/useCart'

/** The state the shopper chooses goes to the order at once: Vendure taxes it there, and the total shows it before placing. */
export function useTaxedAtState(country: 'US' | 'CN', regionCode: string, hasLines: boolean) {
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const { mutate } = useMutation({
    // After any cart change in flight, so the answer is the latest order.
    scope: { id: 'cart' },
    mutationFn: (province: string) => taxCartAt(shopfront, { countryCode: country, province }),
    onSuccess: (cart) => setCart(queryClient, shopfront, cart),
  })
  const province = regionOf(country, regionCode)?.postal
  useEffect(() => {
    if (province && hasLines) mutate(province)
  }, [province, hasLines, mutate])
}
