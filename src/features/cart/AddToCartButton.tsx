import { useLingui } from '@lingui/react/macro'
import { setCartDrawerOpen } from '@/lib/cart/cartStore'
import { useCartChange } from '@/lib/cart/useCartChange'

export function AddToCartButton({
  sku,
  handle,
  name,
  quantity,
  unavailableReason,
}: {
  sku: string
  handle: string
  name: string
  quantity: number
  unavailableReason?: string
}) {
  const { t } = useLingui()
  const change = useCartChange()
  const disabled = unavailableReason !== undefined || sku === ''
  return (
    <>
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={disabled}
        // A second press while the first is on its way adds nothing twice by accident.
        aria-disabled={change.isPending || undefined}
        aria-describedby={disabled ? 'add-to-cart-reason' : undefined}
        onClick={() => {
          if (change.isPending) return
          change.mutate({
            kind: 'add',
            sku,
            handle,
            quantity,
            name,
            announcement: t({ id: 'cart.added', message: `Added ${quantity} × ${name} to your cart` }),
          })
          setCartDrawerOpen(true)
        }}
      >
        {t({ id: 'cart.add', message: 'Add to cart' })}
      </button>
      {disabled && (
        <p id="add-to-cart-reason" className="muted">
          {unavailableReason}
        </p>
      )}
    </>
  )
}
