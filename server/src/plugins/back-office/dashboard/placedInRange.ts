import { graphql } from '@vendure/dashboard'

// Vendure's Admin API answers at most 1,000 items a page: a furniture shop's orders in the widgets' ranges fit.
export const placedInRangeDocument = graphql(`
  query PlacedInRange($start: DateTime!, $end: DateTime!) {
    orders(options: { take: 1000, filter: { orderPlacedAt: { between: { start: $start, end: $end } }, state: { notEq: "Cancelled" } } }) {
      totalItems
      items {
        id
        orderPlacedAt
        totalWithTax
        currencyCode
      }
    }
  }
`)

export type PlacedOrder = { orderPlacedAt?: string | null; totalWithTax: number; currencyCode: string }

/** The orders of each currency apart, dollars first: a figure never adds two currencies. */
export function byCurrency(orders: ReadonlyArray<PlacedOrder>): Array<[string, Array<PlacedOrder>]> {
  const groups = new Map<string, Array<PlacedOrder>>()
  for (const order of orders) groups.set(order.currencyCode, [...(groups.get(order.currencyCode) ?? []), order])
  return [...groups].sort(([a], [b]) => (a === 'USD' ? -1 : b === 'USD' ? 1 : a.localeCompare(b)))
}

export const revenueOf = (orders: ReadonlyArray<PlacedOrder>) => orders.reduce((sum, order) => sum + order.totalWithTax, 0)
