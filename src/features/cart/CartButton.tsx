import { lazy, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { setCartDrawerOpen, useCartState } from '@/lib/cart/cartStore'
import { useCart } from '@/lib/cart/useCart'
import { LateBoundary } from '@/ui/LateBoundary'
import { isOffline } from '@/lib/chunkErrors'
import { reloadApp } from '@/lib/reloadApp'
import './cart.css'

const loadDrawer = () => import('./CartDrawer')
const lazyDrawer = () => lazy(() => loadDrawer().then((module) => ({ default: module.CartDrawer })))
let CartDrawer = lazyDrawer()

export function CartButton() {
  const { t } = useLingui()
  const { drawerOpen } = useCartState()
  const { cart } = useCart()
  const [wanted, setWanted] = useState(false)
  const [failed, setFailed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // The notice's buttons go away with it, so focus goes back to the cart button, not to the page.
  const closeNotice = () => {
    button.current?.focus()
    setFailed(false)
  }
  if (drawerOpen && !wanted) setWanted(true)
  // Hover and focus only get it ready; a failure there is retried when the drawer opens.
  const prepareDrawer = () => void loadDrawer().catch(() => {})
  // Offline or after a redeploy the drawer's code may not come: close it rather than let the error take the page.
  const drawerFailed = (error: unknown) => {
    console.warn('The cart could not open:', error)
    CartDrawer = lazyDrawer()
    setWanted(false)
    setCartDrawerOpen(false)
    setFailed(true)
  }
  const openDrawer = () => {
    setFailed(false)
    prepareDrawer()
    setCartDrawerOpen(true)
  }
  const count = cart.totalQuantity
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button cart-button"
        onClick={openDrawer}
        onPointerEnter={prepareDrawer}
        onFocus={prepareDrawer}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M6 7h12l-1 13H7L6 7zm3 0V5a3 3 0 0 1 6 0v2" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinejoin="round" />
        </svg>
        {count > 0 && (
          <span className="count-badge cart-button__count" aria-hidden="true">
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
        <LateBoundary onError={drawerFailed}>
          <CartDrawer />
        </LateBoundary>
      )}
      {failed && (
        <div role="alert" className="floating-notice">
          <p>{t({ id: 'cart.openFailed', message: 'Your cart could not be opened. Check your connection and try again.' })}</p>
          <p className="button-row">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                // The browser keeps a chunk that failed to load as failed: only a fresh page can fetch it again.
                if (isOffline() || !reloadApp({ force: true })) openDrawer()
                closeNotice()
              }}
            >
              {t({ id: 'cart.openRetry', message: 'Try again' })}
            </button>
            <button type="button" className="button" onClick={closeNotice}>
              {t({ id: 'cart.openDismiss', message: 'Dismiss' })}
            </button>
          </p>
        </div>
      )}
    </>
  )
}
