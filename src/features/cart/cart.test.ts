import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_CART, cartReducer, itemCount } from './cart'
import { decodeCart, encodeCart } from './cartCodec'

const add = (sku: string, quantity = 1) => ({ type: 'add' as const, sku, handle: 'kova-l-shape-ottoman', quantity })

describe('cartReducer', () => {
  it('adds, merges the same variant, and counts items', () => {
    let cart = cartReducer(EMPTY_CART, add('a', 2))
    cart = cartReducer(cart, add('a', 3))
    cart = cartReducer(cart, add('b'))
    expect(cart.lines).toEqual([
      { sku: 'a', handle: 'kova-l-shape-ottoman', quantity: 5 },
      { sku: 'b', handle: 'kova-l-shape-ottoman', quantity: 1 },
    ])
    expect(itemCount(cart)).toBe(6)
  })

  it('keeps quantities between 1 and 99', () => {
    let cart = cartReducer(EMPTY_CART, add('a', 98))
    cart = cartReducer(cart, add('a', 5))
    expect(cart.lines[0]?.quantity).toBe(99)
    expect(cartReducer(cart, { type: 'setQuantity', sku: 'a', quantity: 0 }).lines[0]?.quantity).toBe(1)
    expect(cartReducer(cart, { type: 'setQuantity', sku: 'a', quantity: 2.7 }).lines[0]?.quantity).toBe(2)
    expect(cartReducer(cart, { type: 'setQuantity', sku: 'a', quantity: Number.NaN })).toBe(cart)
    expect(cartReducer(EMPTY_CART, add('a', -3))).toBe(EMPTY_CART)
  })

  it('removes a line and clears', () => {
    const cart = cartReducer(cartReducer(EMPTY_CART, add('a')), add('b'))
    expect(cartReducer(cart, { type: 'remove', sku: 'a' }).lines.map((l) => l.sku)).toEqual(['b'])
    expect(cartReducer(cart, { type: 'clear' })).toEqual(EMPTY_CART)
  })
})

describe('the saved cart', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('round-trips', () => {
    const cart = cartReducer(EMPTY_CART, add('a', 2))
    expect(decodeCart(encodeCart(cart))).toEqual(cart)
    expect(decodeCart(null)).toEqual(EMPTY_CART)
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['broken JSON', '{"version":1,"lines":['],
    ['another version', '{"version":2,"lines":[]}'],
    ['a foreign value', '"hello"'],
    ['null', 'null'],
    ['lines that are not a list', '{"version":1,"lines":{}}'],
  ])('is reset, with a warning, for %s', (_name, raw) => {
    expect(decodeCart(raw)).toEqual(EMPTY_CART)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('brings quantities out of range into it, drops lines with bad ids or no number, keeps the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      lines: [
        { sku: 'ok', handle: 'kova-l-shape-ottoman', quantity: 2 },
        { sku: 'neg', handle: 'kova-l-shape-ottoman', quantity: -1 },
        { sku: 'huge', handle: 'kova-l-shape-ottoman', quantity: 1e9 },
        { sku: 'frac', handle: 'kova-l-shape-ottoman', quantity: 1.5 },
        { sku: 'words', handle: 'kova-l-shape-ottoman', quantity: 'lots' },
        { sku: 'bad', handle: '../../etc', quantity: 1 },
        { sku: 'ok', handle: 'kova-l-shape-ottoman', quantity: 3 },
        'junk',
      ],
    })
    expect(decodeCart(raw).lines).toEqual([
      { sku: 'ok', handle: 'kova-l-shape-ottoman', quantity: 2 },
      { sku: 'neg', handle: 'kova-l-shape-ottoman', quantity: 1 },
      { sku: 'huge', handle: 'kova-l-shape-ottoman', quantity: 99 },
      { sku: 'frac', handle: 'kova-l-shape-ottoman', quantity: 1 },
    ])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
