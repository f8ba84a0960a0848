import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { trapTab } from '@/lib/focusTrap'
import { formatPrice } from '@/ui/Price'
import { Swatch } from '@/ui/Swatch'
import type { CartLine } from '@/lib/cart/cartOrder'
import { setCartDrawerOpen, useCartState } from '@/lib/cart/cartStore'
import { QuantityStepper } from './QuantityStepper'
import { useCartChange } from '@/lib/cart/useCartChange'
import { useCartLines } from '@/lib/cart/useCartLines'
import { CartSubtotal } from '@/ui/CartSubtotal'
import { UnsoldNotice } from '@/ui/UnsoldNotice'
import { TaxTerms } from '@/ui/TaxTerms'
import './cart.css'

export function CartDrawer() {
  const { t } = useLingui()
  const locale = useLocale()
  const { drawerOpen, announcement } = useCartState()
  const { cart, lines, pending, failed, retrying, retry, sums } = useCartLines()
  const change = useCartChange()
  const dialog = useRef<HTMLDialogElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (drawerOpen && !element.open) element.showModal()
    if (!drawerOpen && element.open) element.close()
  }, [drawerOpen])

  // A focused element removed with changed content drops the focus to the page: it comes back to the open drawer.
  const contentKey = `${pending}|${cart.lines.map((line) => line.id).join(',')}`
  useEffect(() => {
    const element = dialog.current
    if (element?.open && (document.activeElement === document.body || document.activeElement === null)) element.focus()
  }, [contentKey])

  const retryOnOpen = useEffectEvent(retry)
  useEffect(() => {
    if (drawerOpen) retryOnOpen()
  }, [drawerOpen])

  // Going to another page closes the drawer (but mounting it, on first open, does not).
  const shownAt = useRef(href)
  useEffect(() => {
    if (shownAt.current !== href) setCartDrawerOpen(false)
    shownAt.current = href
  }, [href])

  return (
    // A click on the backdrop (the dialog itself) closes it; the keyboard has Escape and the close button.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      tabIndex={-1}
      className="cart-drawer"
      aria-labelledby="cart-title"
      onClose={() => setCartDrawerOpen(false)}
      onKeyDown={(event) => trapTab(event.nativeEvent, [dialog.current])}
      onClick={(event) => event.target === event.currentTarget && setCartDrawerOpen(false)}
    >
      <div className="cart-drawer__panel">
        <div className="cart-drawer__head">
          <h2 id="cart-title">{t({ id: 'cart.title', message: 'Your cart' })}</h2>
          <button type="button" className="icon-button" onClick={() => setCartDrawerOpen(false)}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t({ id: 'cart.close', message: 'Close cart' })}</span>
          </button>
        </div>
        <div role="status" className="cart-drawer__status">
          {announcement}
          <UnsoldNotice />
        </div>
        {pending ? (
          <p className="empty-state muted">{t({ id: 'checkout.loadingCart', message: 'Loading your cart…' })}</p>
        ) : failed && cart.lines.length === 0 ? (
          <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
        ) : cart.lines.length === 0 ? (
          <div className="empty-state">
            <p>{t({ id: 'cart.empty', message: 'Your cart is empty.' })}</p>
            <Link to="/collections/$collection" params={{ collection: 'kova' }} className="button">
              {t({ id: 'cart.browse', message: 'Browse the Kova collection' })}
            </Link>
          </div>
        ) : (
          <ul className="cart-lines">
            {lines.map(({ line, query, product, variant, colour }) => {
              const name = product?.name ?? line.swatch?.name ?? ''
              const quantity = line.quantity
              return (
                <li key={line.id} className="cart-line">
                  {line.swatch ? (
                    <>
                      <Swatch colour={line.swatch.colour} size={36} />
                      <div className="cart-line__main">
                        <p className="cart-line__name">{name}</p>
                        <p className="muted">{t({ id: 'cart.swatchNote', message: 'Free swatch, sent by post' })}</p>
                        <div className="cart-line__controls">
                          <RemoveButton
                            change={change}
                            line={line}
                            name={name}
                            announcement={t({ id: 'cart.removed', message: `Removed ${name} from your cart` })}
                          >
                            {t({ id: 'cart.remove', message: 'Remove' })}
                            <span className="visually-hidden"> {name}</span>
                          </RemoveButton>
                        </div>
                      </div>
                      <p className="cart-line__price">{t({ id: 'checkout.deliveryFree', message: 'Free' })}</p>
                    </>
                  ) : product && variant ? (
                    <>
                      <Swatch colour={colour?.swatch ?? '#ccc'} size={36} />
                      <div className="cart-line__main">
                        <Link
                          to="/collections/$collection/products/$product"
                          params={{ collection: product.collection, product: product.handle }}
                          search={{ colour: variant.colour, ...(variant.orientation ? { orientation: variant.orientation } : {}) }}
                        >
                          {name}
                        </Link>
                        <p className="muted">
                          {colour?.name}
                          {variant.orientation &&
                            ` · ${variant.orientation === 'left' ? t({ id: 'product.orientation.left', message: 'Left' }) : t({ id: 'product.orientation.right', message: 'Right' })}`}
                        </p>
                        <div className="cart-line__controls">
                          <QuantityStepper
                            disabled={change.isPending}
                            quantity={quantity}
                            name={name}
                            onChange={(next) => change.mutate({ kind: 'quantity', line, quantity: next, name })}
                          />
                          <RemoveButton
                            change={change}
                            line={line}
                            name={name}
                            announcement={t({ id: 'cart.removed', message: `Removed ${name} from your cart` })}
                          >
                            {t({ id: 'cart.remove', message: 'Remove' })}
                            <span className="visually-hidden"> {name}</span>
                          </RemoveButton>
                        </div>
                      </div>
                      <p className="cart-line__price">{formatPrice(line.linePrice, locale, cart.currency)}</p>
                    </>
                  ) : query?.isError ? (
                    <div className="cart-line__main">
                      <p className="muted">
                        {t({ id: 'cart.lineFailed', message: `${quantity} × a piece whose details could not be loaded` })}
                      </p>
                      <RemoveButton
                        change={change}
                        line={line}
                        name=""
                        announcement={t({ id: 'cart.removedUnloaded', message: 'Removed the piece that could not be loaded' })}
                      >
                        {t({ id: 'cart.removeUnloaded', message: 'Remove this piece' })}
                      </RemoveButton>
                    </div>
                  ) : (
                    <div className="skeleton skeleton--line" aria-hidden="true" />
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {cart.lines.length > 0 && (
          <div className="cart-drawer__foot">
            <CartSubtotal sums={sums} pending={pending} failed={failed} retrying={retrying} onRetry={retry} />
            <p className="muted">
              <TaxTerms />
              {t({ id: 'cart.deliveryAtCheckout', message: 'At the checkout you choose the delivery and see its price and dates.' })}
            </p>
            <Link to="/checkout" className="button button--primary button--block">
              {t({ id: 'cart.checkout', message: 'Checkout' })}
            </Link>
          </div>
        )}
      </div>
    </dialog>
  )
}

type Change = ReturnType<typeof useCartChange>

// One change at a time from the drawer: a second press while the first is on its way does nothing.
function RemoveButton({
  change,
  line,
  name,
  announcement,
  children,
}: {
  change: Change
  line: CartLine
  name: string
  announcement: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="link-button"
      aria-disabled={change.isPending || undefined}
      onClick={() => !change.isPending && change.mutate({ kind: 'remove', line, name, announcement })}
    >
      {children}
    </button>
  )
}
