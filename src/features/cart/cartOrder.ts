import type { Currency } from '@/lib/storefront/schemas'

/**
 * A line of the active order as the cart shows it: the piece by SKU and handle, prices in major
 * units from Vendure, and for a free swatch its name and colour (pieces are named by their page's data).
 */
export type CartLine = {
  id: string
  sku: string
  handle: string
  quantity: number
  unitPrice: number
  linePrice: number
  swatch?: { name: string; colour: string }
}

export type CartOrder = {
  currency: Currency
  state: string
  totalQuantity: number
  subtotal: number
  lines: ReadonlyArray<CartLine>
}

export const EMPTY_ORDER: CartOrder = { currency: 'USD', state: 'AddingItems', totalQuantity: 0, subtotal: 0, lines: [] }

export const MAX_QUANTITY = 99

/**
 * Why a change to the cart did not happen as asked: too few in stock (the cart then holds all
 * there is, `inCart`), a piece no longer sold, or another refusal.
 */
export type CartProblem =
  | { kind: 'stock'; sku: string; inCart: number }
  | { kind: 'gone'; sku: string }
  | { kind: 'refused'; sku: string; code: string }
  /** Six different swatches are the most one order holds, and one of each. */
  | { kind: 'swatch-limit'; sku: string }
  | { kind: 'swatch-twice'; sku: string }
