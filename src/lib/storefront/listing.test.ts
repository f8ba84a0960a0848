import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '#domain/storefront/schemas'
import { PAGE_SIZE, discountOf, facetsOf, listProducts } from './listing'
import { colourFamily } from '#domain/storefront/colourFamily'

function product(overrides: Partial<ProductSummary> & { handle: string }): ProductSummary {
  return {
    collection: 'living',
    name: overrides.handle,
    summary: '',
    category: 'sofa',
    drawing: 'sofa',
    price: 100,
    badges: [],
    colours: [{ id: 'oat', name: 'Oat', swatch: '#d8cbb5' }],
    available: true,
    addedAt: '2026-01-01',
    featuredRank: 1,
    ...overrides,
  }
}

const products = [
  product({ handle: 'a', price: 300, featuredRank: 3, addedAt: '2026-03-01' }),
  product({ handle: 'b', price: 100, compareAt: 200, featuredRank: 1, addedAt: '2025-01-01', category: 'rug' }),
  product({
    handle: 'c',
    price: 1200,
    compareAt: 1300,
    featuredRank: 2,
    addedAt: '2026-06-01',
    colours: [{ id: 'moss', name: 'Moss', swatch: '#5f6f52' }],
  }),
]
const handles = (search: Parameters<typeof listProducts>[1]) => listProducts(products, search, 'USD').items.map((p) => p.handle)

describe('listProducts', () => {
  it.each([
    [undefined, ['b', 'c', 'a']],
    ['featured', ['b', 'c', 'a']],
    ['price-asc', ['b', 'a', 'c']],
    ['price-desc', ['c', 'a', 'b']],
    ['discount', ['b', 'c', 'a']],
    ['newest', ['c', 'a', 'b']],
  ] as const)('sorts by %s', (sort, expected) => {
    expect(handles(sort ? { sort } : {})).toEqual(expected)
  })

  it('filters by category, colour family and price band', () => {
    expect(handles({ category: 'rug' })).toEqual(['b'])
    expect(handles({ colour: 'green' })).toEqual(['c'])
    expect(handles({ price: 'entry' })).toEqual(['b'])
    expect(handles({ price: 'mid' })).toEqual(['a'])
    expect(handles({ price: 'upper' })).toEqual(['c'])
    expect(handles({ category: 'rug', colour: 'green' })).toEqual([])
  })

  it('uses the bands of the currency', () => {
    expect(listProducts([product({ handle: 'x', price: 1999 })], { price: 'entry' }, 'CNY').total).toBe(1)
    expect(listProducts([product({ handle: 'x', price: 1999 })], { price: 'entry' }, 'USD').total).toBe(0)
  })

  it('pages by twelve', () => {
    const many = Array.from({ length: 30 }, (_, i) => product({ handle: `p${i}`, featuredRank: i }))
    expect(listProducts(many, {}, 'USD')).toMatchObject({ total: 30, page: 1, pageCount: 3 })
    expect(listProducts(many, {}, 'USD').items).toHaveLength(PAGE_SIZE)
    expect(listProducts(many, { page: 3 }, 'USD').items.map((p) => p.handle)).toEqual(['p24', 'p25', 'p26', 'p27', 'p28', 'p29'])
    expect(listProducts([], {}, 'USD')).toMatchObject({ total: 0, pageCount: 1 })
  })
})

describe('discountOf and facetsOf', () => {
  it('rounds the percentage off, and is 0 without a higher compare-at price', () => {
    expect(discountOf({ price: 189, compareAt: 239 })).toBe(21)
    expect(discountOf({ price: 100 })).toBe(0)
    expect(discountOf({ price: 100, compareAt: 90 })).toBe(0)
  })
  it('offers only the categories and colours present', () => {
    expect(facetsOf(products)).toEqual({ categories: ['sofa', 'rug'], colours: ['beige', 'green'] })
  })
})

describe('colourFamily', () => {
  it.each([
    ['#ffffff', 'white'],
    ['#111111', 'black'],
    ['#8a8a8a', 'grey'],
    ['#d8cbb5', 'beige'],
    ['#7a4a2b', 'brown'],
    ['#5f6f52', 'green'],
    ['#2f4a6b', 'blue'],
    ['#b5523b', 'red'],
  ])('%s is %s', (hex, family) => {
    expect(colourFamily(hex)).toBe(family)
  })
})
