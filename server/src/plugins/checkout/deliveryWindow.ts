import { DISPATCH_DAYS } from '#domain/storefront/dispatch.js'
import type { Region } from './postcodes.js'

export type PieceToDeliver = { quantity: number; readyStock: number; leadTimeWeeks: number | null; swatch: boolean }

export type DeliveryWindow = { earliest: string; latest: string }

const { inStock: HANDLING_DAYS, swatch: SWATCH_HANDLING_DAYS } = DISPATCH_DAYS
// An unrecorded lead time is quoted as the slowest workshop's.
const DEFAULT_LEAD_TIME_WEEKS = 8

const day = (from: Date, days: number) => {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

function leavesAfter(piece: PieceToDeliver): readonly [number, number] {
  if (piece.swatch) return SWATCH_HANDLING_DAYS
  if (piece.readyStock >= piece.quantity) return HANDLING_DAYS
  const making = (piece.leadTimeWeeks ?? DEFAULT_LEAD_TIME_WEEKS) * 7
  return [making + HANDLING_DAYS[0], making + HANDLING_DAYS[1]]
}

/** One delivery, so the slowest piece sets the date; calendar days (the vans run every day), from `today` in UTC. */
export function deliveryWindow(region: Region, pieces: ReadonlyArray<PieceToDeliver>, today: Date): DeliveryWindow | null {
  if (pieces.length === 0) return null
  const slowest = pieces.map(leavesAfter).reduce(([a, b], [c, d]) => [Math.max(a, c), Math.max(b, d)] as const)
  return { earliest: day(today, slowest[0] + region.transitDays[0]), latest: day(today, slowest[1] + region.transitDays[1]) }
}
