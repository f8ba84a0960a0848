import * as v from 'valibot'
import { MAX_QUANTITY } from './cartOrder'

/** A line of the cart this shop kept in localStorage before the cart was Vendure's order. */
export type SavedLine = { sku: string; handle: string; quantity: number }

const VERSION = 1
const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)))

const lineSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  handle: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  quantity: v.pipe(v.number(), v.finite(), v.transform(clamp)),
})
const storedSchema = v.object({ version: v.literal(VERSION), lines: v.array(v.unknown()) })

// Storage is untrusted: anything unreadable gives no lines, and bad lines are dropped, never an error.
export function decodeSavedCart(raw: string | null): Array<SavedLine> {
  if (raw === null) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    console.warn('The saved cart could not be read and was reset.')
    return []
  }
  const stored = v.safeParse(storedSchema, parsed)
  if (!stored.success) {
    console.warn('The saved cart was not a cart of this shop and was reset.')
    return []
  }
  const lines = stored.output.lines.flatMap((line) => {
    const valid = v.safeParse(lineSchema, line)
    return valid.success ? [valid.output] : []
  })
  if (lines.length !== stored.output.lines.length) console.warn('Some lines of the saved cart were invalid and were dropped.')
  return lines.filter((line, index) => lines.findIndex((other) => other.sku === line.sku) === index)
}
