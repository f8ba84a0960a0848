import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { announceCart, setCartDrawerOpen } from './cartStore'

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
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const disabled = unavailableReason !== undefined || sku === ''
  return (
    <>
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={disabled}
        // A second press while the first is on its way adds nothing twice by accident.
        aria-disabled={adding || undefined}
        aria-describedby={disabled ? 'add-to-cart-reason' : undefined}
        onClick={() => {
          if (adding) return
          setAdding(true)
          const change = {
            kind: 'add' as const,
            sku,
            handle,
            quantity,
            name,
            announcement: t({ id: 'cart.added', message: `Added ${quantity} × ${name} to your cart` }),
          }
          import('./cartChange')
            .then(({ changeCart }) => changeCart({ queryClient, locale, i18n }, change))
            .catch(() =>
              announceCart(t({ id: 'cart.changeFailed', message: 'Your cart could not be changed. Check your connection and try again.' })),
            )
            .finally(() => setAdding(false))
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
