import type { Locale } from '@/lib/locale/locales'
import type { CartOrder } from './cartOrder'
import { addToCart, readCart, type CartAnswer } from './orderApi'
import { decodeSavedCart } from './savedCart'
import { announceCart, markCartChanged, SAVED_CART_KEY } from './cartStore'

/**
 * Moves the cart this browser kept before the shop ran on Vendure into the active order, line by
 * line. Each line leaves the saved cart once it is in the order (or known to be no longer sold):
 * a network failure keeps the rest for the next visit, so no line is lost or added twice.
 */
async function moveSavedCart(locale: Locale): Promise<CartAnswer & { unsold: number }> {
  const remaining = decodeSavedCart(localStorage.getItem(SAVED_CART_KEY))
  let unsold = 0
  let last: CartAnswer | undefined
  while (remaining.length > 0) {
    const line = remaining[0]!
    last = await addToCart(locale, line)
    if (last.problem?.kind === 'gone') unsold += line.quantity
    remaining.shift()
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ version: 1, lines: remaining }))
  }
  localStorage.removeItem(SAVED_CART_KEY)
  return { cart: last?.cart ?? (await readCart(locale)), unsold }
}

let moving: Promise<CartOrder> | undefined

/**
 * The cart's read: the active order, after moving a cart saved before the shop ran on Vendure
 * into it (once, however many reads ask at the same time), saying how many pieces went.
 */
export function readCartWithSaved(locale: Locale): Promise<CartOrder> {
  let saved = false
  try {
    saved = localStorage.getItem(SAVED_CART_KEY) !== null
  } catch {
    // No storage, no saved cart.
  }
  if (!saved) return readCart(locale)
  moving ??= moveSavedCart(locale)
    .then(({ cart, unsold }) => {
      markCartChanged()
      if (unsold > 0) announceCart('', unsold)
      return cart
    })
    .catch((error: unknown) => {
      // Not moved yet (offline, or the shop was not answering): the next read tries again.
      console.warn('The saved cart could not be moved into your order yet:', error)
      throw error
    })
    .finally(() => (moving = undefined))
  return moving
}
