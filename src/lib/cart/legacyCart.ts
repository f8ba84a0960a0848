import type { Shopfront } from '#domain/markets/markets'
import type { CartOrder } from './cartOrder'
import { addToCart, readCart, type CartAnswer } from './orderApi'
import { decodeSavedCart } from './savedCart'
import { announceCart, markCartChanged, SAVED_CART_KEY } from './cartStore'

/** Tops each piece up to its saved quantity (not adds it), so a repeated or half-done move adds nothing twice. */
async function moveSavedCart(shopfront: Shopfront): Promise<CartAnswer & { unsold: number }> {
  const saved = decodeSavedCart(localStorage.getItem(SAVED_CART_KEY))
  let cart = await readCart(shopfront)
  let unsold = 0
  for (const line of saved) {
    const held = cart.lines.find((candidate) => candidate.sku === line.sku)?.quantity ?? 0
    if (held >= line.quantity) continue
    const answer = await addToCart(shopfront, { ...line, quantity: line.quantity - held })
    if (answer.problem?.kind === 'gone') unsold += line.quantity
    cart = answer.cart
  }
  localStorage.removeItem(SAVED_CART_KEY)
  return { cart, unsold }
}

/** One tab at a time moves the saved cart (the others then find it moved); without Web Locks, this tab alone. */
const oneTabAtATime = <T>(work: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('shop-cart-move', work) : work()

let moving: Promise<CartOrder> | undefined

export function readCartWithSaved(shopfront: Shopfront): Promise<CartOrder> {
  let saved = false
  try {
    saved = localStorage.getItem(SAVED_CART_KEY) !== null
  } catch {}
  if (!saved) return readCart(shopfront)
  moving ??= oneTabAtATime(() =>
    localStorage.getItem(SAVED_CART_KEY) === null ? readCart(shopfront).then((cart) => ({ cart, unsold: 0 })) : moveSavedCart(shopfront),
  )
    .then(({ cart, unsold }) => {
      markCartChanged()
      if (unsold > 0) announceCart('', unsold)
      return cart
    })
    .catch((error: unknown) => {
      console.warn('The saved cart could not be moved into your order yet:', error) // the next read tries again
      throw error
    })
    .finally(() => (moving = undefined))
  return moving
}
