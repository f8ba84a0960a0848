import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { setCartDrawerOpen } from '@/lib/cart/cartStore'
import { useCartChange } from '@/lib/cart/useCartChange'

export function useAddAllToCart(): (lines: ReadonlyArray<{ sku: string; handle: string; name: string }>) => void {
  const { t } = useLingui()
  const change = useCartChange()
  return (lines) => {
    const announcement = t({
      id: 'cart.addedAll',
      message: plural(lines.length, { one: 'Added # piece to your cart', other: 'Added # pieces to your cart' }),
    })
    // One change after another (the cart's mutation scope); the last one says what happened.
    lines.forEach((line, index) =>
      change.mutate({ kind: 'add', ...line, quantity: 1, announcement: index === lines.length - 1 ? announcement : '' }),
    )
    setCartDrawerOpen(true)
  }
}
