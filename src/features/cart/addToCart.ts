import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { dispatchCart, setCartDrawerOpen } from './cartStore'

/** Puts one of each of these variants in the cart and opens it (the saved list's "add all"). */
export function useAddAllToCart(): (lines: ReadonlyArray<{ sku: string; handle: string }>) => void {
  const { t } = useLingui()
  return (lines) => {
    const announcement = t({
      id: 'cart.addedAll',
      message: plural(lines.length, { one: 'Added # piece to your cart', other: 'Added # pieces to your cart' }),
    })
    lines.forEach((line, index) =>
      dispatchCart({ type: 'add', sku: line.sku, handle: line.handle, quantity: 1 }, index === lines.length - 1 ? announcement : undefined),
    )
    setCartDrawerOpen(true)
  }
}
