import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { setCartDrawerOpen } from './cartStore'
import { useCartChange } from './useCartChange'

export type PieceToAdd = { sku: string; handle: string; name: string; quantity?: number }

/** Several pieces at once (a saved list, an earlier order), one change after another: the last one says what happened. */
export function useAddAllToCart(): (lines: ReadonlyArray<PieceToAdd>) => void {
  const { t } = useLingui()
  const change = useCartChange()
  return (lines) => {
    const pieces = lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0)
    const announcement = t({
      id: 'cart.addedAll',
      message: plural(pieces, { one: 'Added # piece to your cart', other: 'Added # pieces to your cart' }),
    })
    lines.forEach((line, index) =>
      change.mutate({ kind: 'add', ...line, quantity: line.quantity ?? 1, announcement: index === lines.length - 1 ? announcement : '' }),
    )
    setCartDrawerOpen(true)
  }
}
