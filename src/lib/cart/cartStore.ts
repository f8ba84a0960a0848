import { useSyncExternalStore } from 'react'

type CartState = {
  drawerOpen: boolean
  announcement: string
  /** Pieces taken out because they are no longer sold, until the shopper changes the cart. */
  unsold: number
  /** Whether this browser ever put something in a cart: until then no order is asked for. */
  started: boolean
  changedElsewhere: number
}

// A hint, not the cart: the session cookie is HttpOnly, so the page cannot tell whether it holds an order.
const STARTED_KEY = 'shop-cart-started'
// The cart of the shop before it ran on Vendure: moved into the order on the first visit (legacyCart.ts).
export const SAVED_CART_KEY = 'shop-cart'
// Written after each change, so the other tabs of this browser (the same session) read the order again.
const CHANGED_KEY = 'shop-cart-changed'

let state: CartState | undefined
const listeners = new Set<() => void>()

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function current(): CartState {
  state ??= {
    drawerOpen: false,
    announcement: '',
    unsold: 0,
    started: stored(STARTED_KEY) !== null || stored(SAVED_CART_KEY) !== null,
    changedElsewhere: 0,
  }
  return state
}

function update(next: Partial<CartState>) {
  state = { ...current(), ...next }
  listeners.forEach((notify) => notify())
}

function onStorage(event: StorageEvent) {
  if (event.key === CHANGED_KEY || event.key === STARTED_KEY) update({ started: true, changedElsewhere: current().changedElsewhere + 1 })
}

function subscribe(notify: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

const SERVER_STATE: CartState = { drawerOpen: false, announcement: '', unsold: 0, started: false, changedElsewhere: 0 }

export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE)
}

export function setCartDrawerOpen(drawerOpen: boolean): void {
  update({ drawerOpen })
}

export function announceCart(announcement: string, unsold = 0): void {
  update({ announcement, unsold })
}

export function markCartChanged(): void {
  try {
    localStorage.setItem(STARTED_KEY, '1')
    localStorage.setItem(CHANGED_KEY, String(Date.now()))
  } catch {} // without storage the order is still asked for during this visit, in this tab
  if (!current().started) update({ started: true })
}

/** A new page load: the state is read again from storage (the unit tests render many pages in one document). */
export function reloadCartState(): void {
  state = undefined
  listeners.forEach((notify) => notify())
}
