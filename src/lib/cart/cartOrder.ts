import type { TaxLine } from '#domain/storefront/taxLines'
import type { Currency } from '#domain/storefront/schemas'

/** Prices in major units; only a swatch carries its name here (pieces are named by their page's data). */
export type CartLine = {
  id: string
  sku: string
  handle: string
  quantity: number
  unitPrice: number
  linePrice: number
  swatch?: { name: string; colour: string }
}

/** Prices as the market shows them: before sales tax in the US, tax included in China (`tax.included`); `subtotalWithTax` adds the sales tax. */
export type CartOrder = {
  currency: Currency
  state: string
  totalQuantity: number
  subtotal: number
  subtotalWithTax: number
  tax: { included: boolean; lines: ReadonlyArray<TaxLine>; at: string | null }
  lines: ReadonlyArray<CartLine>
}

export const EMPTY_ORDER: CartOrder = {
  currency: 'USD',
  state: 'AddingItems',
  totalQuantity: 0,
  subtotal: 0,
  subtotalWithTax: 0,
  tax: { included: false, lines: [], at: null },
  lines: [],
}

export const MAX_QUANTITY = 99

/** Why a change did not happen as asked; for `stock`, the cart then holds all there is (`inCart`). */
export type CartProblem =
  | { kind: 'stock'; sku: string; inCart: number }
  | { kind: 'gone'; sku: string }
  | { kind: 'refused'; sku: string; code: string }
  | { kind: 'swatch-limit'; sku: string }
  | { kind: 'swatch-twice'; sku: string }
