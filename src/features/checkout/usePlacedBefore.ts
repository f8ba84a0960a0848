import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useShopfront } from '@/lib/market/useMarket'
import { placingCode } from '@/lib/cart/placingOrder'

/** After a reload or lost answer the order may be placed already: show its confirmation, not an empty cart. */
export function usePlacedBefore(): void {
  const shopfront = useShopfront()
  const navigate = useNavigate()
  useEffect(() => {
    const code = placingCode()
    if (!code) return
    let current = true
    void import('./placeOrder')
      .then(async ({ placedOrder }) => {
        const placed = await placedOrder(shopfront, code)
        if (current && placed) void navigate({ to: '/order/$code', params: { code }, replace: true })
      })
      // Not known now: "Place order" asks again before it places anything.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [shopfront, navigate])
}
