import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useCartState } from '@/lib/cart/cartStore'

/** Says that lines were taken out of the cart because their pieces are no longer sold; its host is the live region. */
export function UnsoldNotice() {
  const { t } = useLingui()
  const { unsold } = useCartState()
  if (unsold === 0) return null
  return (
    <p className="notice">
      {t({
        id: 'cart.unsold',
        message: plural(unsold, {
          one: '# piece in your cart is no longer sold and was removed.',
          other: '# pieces in your cart are no longer sold and were removed.',
        }),
      })}
    </p>
  )
}
