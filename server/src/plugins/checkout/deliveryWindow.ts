import type { Region } from './postcodes.js'

/** A piece as the delivery date sees it: how many, how many are ready in the warehouse, and how long making the rest takes. */
export type PieceToDeliver = { quantity: number; readyStock: number; leadTimeWeeks: number | null; swatch: boolean }

export type DeliveryWindow = { earliest: string; latest: string }

// A ready piece leaves the warehouse within two to three days; a swatch goes in the post the next day.
const HANDLING_DAYS: readonly [number, number] = [2, 3]
const SWATCH_HANDLING_DAYS: readonly [number, number] = [1, 1]
// A made-to-order piece whose lead time is not recorded is quoted as the slowest workshop's.
const DEFAULT_LEAD_TIME_WEEKS = 8

const day = (from: Date, days: number) => {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

/** Days before a piece leaves the warehouse: handling, after the workshop's lead time when there are not enough ready. */
function leavesAfter(piece: PieceToDeliver): readonly [number, number] {
  if (piece.swatch) return SWATCH_HANDLING_DAYS
  if (piece.readyStock >= piece.quantity) return HANDLING_DAYS
  const making = (piece.leadTimeWeeks ?? DEFAULT_LEAD_TIME_WEEKS) * 7
  return [making + HANDLING_DAYS[0], making + HANDLING_DAYS[1]]
}

/**
 * When an order arrives: everything goes in one delivery, so the slowest piece sets the date.
 * Dates are calendar days (the vans run every day), as `YYYY-MM-DD`, counted from `today` (UTC).
 */
export function deliveryWindow(region: Region, pieces: ReadonlyArray<PieceToDeliver>, today: Date): DeliveryWindow | null {
  if (pieces.length === 0) return null
  const slowest = pieces.map(leavesAfter).reduce(([a, b], [c, d]) => [Math.max(a, c), Math.max(b, d)] as const)
  return { earliest: day(today, slowest[0] + region.transitDays[0]), latest: day(today, slowest[1] + region.transitDays[1]) }
}
