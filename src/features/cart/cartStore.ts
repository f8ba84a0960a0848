import { useSyncExternalStore } from 'react'
import { EMPTY_CART, cartReducer, type Cart, type CartAction } from './cart'
import { CART_STORAGE_KEY, decodeCart, encodeCart } from './cartCodec'

// Nothing is read before first use, and the first render (as on the server) sees an empty cart.
type CartState = {
  cart: Cart
  drawerOpen: boolean
  announcement: string
  /** Lines just removed because their piece is no longer sold, until the shopper changes the cart. */
  unsold: number
}

let state: CartState | undefined
const listeners = new Set<() => void>()

function readStorage(): Cart {
  try {
    return decodeCart(localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    return EMPTY_CART
  }
}

function current(): CartState {
  state ??= { cart: readStorage(), drawerOpen: false, announcement: '', unsold: 0 }
  return state
}

function update(next: Partial<CartState>) {
  state = { ...current(), ...next }
  listeners.forEach((notify) => notify())
}

function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) update({ cart: readStorage() })
}

function subscribe(notify: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

const SERVER_STATE: CartState = { cart: EMPTY_CART, drawerOpen: false, announcement: '', unsold: 0 }

export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE)
}

function save(cart: Cart): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, encodeCart(cart))
  } catch {
    console.warn('The cart could not be saved on this device; it is kept for this visit.')
  }
}

export function dispatchCart(action: CartAction, announcement?: string): void {
  const cart = cartReducer(current().cart, action)
  save(cart)
  update({ cart, unsold: 0, announcement: announcement ?? '' })
}

/** Removes the lines of pieces the catalogue no longer sells, and says how many pieces until the next change. */
export function removeUnsold(skus: ReadonlyArray<string>): void {
  const gone = current().cart.lines.filter((line) => skus.includes(line.sku))
  // Every mounted cart view reports the same lines: only the first report removes them.
  if (gone.length === 0) return
  const cart = skus.reduce((next, sku) => cartReducer(next, { type: 'remove', sku }), current().cart)
  save(cart)
  update({ cart, unsold: current().unsold + gone.reduce((pieces, line) => pieces + line.quantity, 0) })
}

export function setCartDrawerOpen(drawerOpen: boolean): void {
  update({ drawerOpen })
}
