import { Suspense, lazy, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { itemCount } from './cart'
import { setCartDrawerOpen, useCartState } from './cartStore'
import { cartMessages } from './messages'
import { loadCatalogs } from '@/features/locale/i18n'

// The drawer's code and words load the first time it is wanted, not with every page.
const loadDrawer = () => Promise.all([import('./CartDrawer'), loadCatalogs(cartMessages)]).then(([module]) => module)
// Hover and focus only get it ready; a failure there is retried when the drawer opens.
const prepareDrawer = () => void loadDrawer().catch(() => {})
const CartDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })))

/** The header's cart button, with the number of items, and the drawer it opens. */
export function CartButton() {
  const { t } = useLingui()
  const { cart, drawerOpen } = useCartState()
  const [wanted, setWanted] = useState(false)
  if (drawerOpen && !wanted) setWanted(true)
  const count = itemCount(cart)
  return (
    <>
      <button
        type="button"
        className="icon-button cart-button"
        onClick={() => setCartDrawerOpen(true)}
        onPointerEnter={prepareDrawer}
        onFocus={prepareDrawer}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path
            d="M6 7h12l-1 13H7L6 7zm3 0V5a3 3 0 0 1 6 0v2"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinejoin="round"
          />
        </svg>
        {count > 0 && (
          <span className="cart-button__count" aria-hidden="true">
            {count}
          </span>
        )}
        <span className="visually-hidden">
          {count === 0
            ? t({ id: 'cart.buttonEmpty', message: 'Cart, empty' })
            : t({ id: 'cart.button', message: plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) })}
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  )
}
