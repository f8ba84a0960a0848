import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeSavedCart } from './savedCart'

describe('a cart saved before the shop ran on Vendure', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('is read as its lines; none without one', () => {
    const line = { sku: 'a', handle: 'kova-l-shape-ottoman', quantity: 2 }
    expect(decodeSavedCart(JSON.stringify({ version: 1, lines: [line] }))).toEqual([line])
    expect(decodeSavedCart(null)).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['broken JSON', '{"version":1,"lines":['],
    ['another version', '{"version":2,"lines":[]}'],
    ['a foreign value', '"hello"'],
    ['null', 'null'],
    ['lines that are not a list', '{"version":1,"lines":{}}'],
  ])('gives no lines, with a warning, for %s', (_name, raw) => {
    expect(decodeSavedCart(raw)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('brings quantities out of range into it, drops lines with bad ids or no number and repeats, keeps the rest', () => {
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
    expect(decodeSavedCart(raw)).toEqual([
      { sku: 'ok', handle: 'kova-l-shape-ottoman', quantity: 2 },
      { sku: 'neg', handle: 'kova-l-shape-ottoman', quantity: 1 },
      { sku: 'huge', handle: 'kova-l-shape-ottoman', quantity: 99 },
      { sku: 'frac', handle: 'kova-l-shape-ottoman', quantity: 1 },
    ])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
