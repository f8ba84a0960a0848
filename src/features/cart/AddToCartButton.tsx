import { useLingui } from '@lingui/react/macro'
import { dispatchCart, setCartDrawerOpen } from './cartStore'

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
  const disabled = unavailableReason !== undefined || sku === ''
  return (
    <>
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={disabled}
        aria-describedby={disabled ? 'add-to-cart-reason' : undefined}
        onClick={() => {
          dispatchCart({ type: 'add', sku, handle, quantity }, t({ id: 'cart.added', message: `Added ${quantity} × ${name} to your cart` }))
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
