// What the shopper chose, never what it cost: prices are read from the catalogue.
type CartLine = { sku: string; handle: string; quantity: number }
export type Cart = { lines: ReadonlyArray<CartLine> }

export const MAX_QUANTITY = 99
export const EMPTY_CART: Cart = { lines: [] }

export type CartAction =
  | { type: 'add'; sku: string; handle: string; quantity: number }
  | { type: 'setQuantity'; sku: string; quantity: number }
  | { type: 'remove'; sku: string }
  | { type: 'clear' }

export const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)))

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      if (!Number.isFinite(action.quantity) || action.quantity < 1) return cart
      const existing = cart.lines.find((line) => line.sku === action.sku)
      if (existing) {
        return {
          lines: cart.lines.map((line) => (line.sku === action.sku ? { ...line, quantity: clamp(line.quantity + action.quantity) } : line)),
        }
      }
      return { lines: [...cart.lines, { sku: action.sku, handle: action.handle, quantity: clamp(action.quantity) }] }
    }
    case 'setQuantity':
      if (!Number.isFinite(action.quantity)) return cart
      return {
        lines: cart.lines.map((line) => (line.sku === action.sku ? { ...line, quantity: clamp(action.quantity) } : line)),
      }
    case 'remove':
      return { lines: cart.lines.filter((line) => line.sku !== action.sku) }
    case 'clear':
      return EMPTY_CART
  }
}

export function itemCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0)
}
