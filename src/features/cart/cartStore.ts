import { useSyncExternalStore } from 'react'
import { EMPTY_CART, cartReducer, type Cart, type CartAction } from './cart'
import { CART_STORAGE_KEY, decodeCart, encodeCart } from './cartCodec'

// Nothing is read before first use, and the first render (as on the server) sees an empty cart.
type CartState = { cart: Cart; drawerOpen: boolean; announcement: string }

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
  state ??= { cart: readStorage(), drawerOpen: false, announcement: '' }
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

const SERVER_STATE: CartState = { cart: EMPTY_CART, drawerOpen: false, announcement: '' }

export function useCartState(): CartState {
  return useSyncExternalStore(subscribe, current, () => SERVER_STATE)
}

export function dispatchCart(action: CartAction, announcement?: string): void {
  const cart = cartReducer(current().cart, action)
  try {
    localStorage.setItem(CART_STORAGE_KEY, encodeCart(cart))
  } catch {
    console.warn('The cart could not be saved on this device; it is kept for this visit.')
  }
  update({ cart, ...(announcement === undefined ? {} : { announcement }) })
}

export function setCartDrawerOpen(drawerOpen: boolean): void {
  update({ drawerOpen })
}
