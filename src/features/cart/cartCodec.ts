import * as v from 'valibot'
import { EMPTY_CART, clamp, type Cart } from './cart'

// Bump VERSION when the saved shape changes.
export const CART_STORAGE_KEY = 'shop-cart'
const VERSION = 1

const lineSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  handle: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  quantity: v.pipe(v.number(), v.finite(), v.transform(clamp)),
})
const storedSchema = v.object({ version: v.literal(VERSION), lines: v.array(v.unknown()) })

export function encodeCart(cart: Cart): string {
  return JSON.stringify({ version: VERSION, lines: cart.lines })
}

// Storage is untrusted: anything unreadable gives an empty cart, and bad lines are dropped, never an error.
export function decodeCart(raw: string | null): Cart {
  if (raw === null) return EMPTY_CART
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    console.warn('The saved cart could not be read and was reset.')
    return EMPTY_CART
  }
  const stored = v.safeParse(storedSchema, parsed)
  if (!stored.success) {
    console.warn('The saved cart was not a cart of this shop and was reset.')
    return EMPTY_CART
  }
  const lines = stored.output.lines.flatMap((line) => {
    const valid = v.safeParse(lineSchema, line)
    return valid.success ? [valid.output] : []
  })
  if (lines.length !== stored.output.lines.length) console.warn('Some lines of the saved cart were invalid and were dropped.')
  const unique = lines.filter((line, index) => lines.findIndex((other) => other.sku === line.sku) === index)
  return { lines: unique }
}
