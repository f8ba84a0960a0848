import { describe, expect, it } from 'vitest'
import { COLLECTIONS, PRODUCTS } from './authoredCatalogue'
import { CATEGORIES } from '../lib/storefront/schemas.ts'

describe('the authored catalogue', () => {
  it('has unique handles, known collections and categories', () => {
    const handles = PRODUCTS.map((p) => p.handle)
    expect(new Set(handles).size).toBe(handles.length)
    const collections = COLLECTIONS.map((c) => c.handle)
    expect(collections).not.toContain('sale')
    for (const product of PRODUCTS) {
      expect(collections).toContain(product.collection)
      expect(CATEGORIES).toContain(product.category)
    }
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(30)
  })

  it('keeps the seed product with left and right versions', () => {
    const ottoman = PRODUCTS.find((p) => p.handle === 'kova-l-shape-ottoman')
    expect(ottoman).toMatchObject({ collection: 'kova', orientations: ['left', 'right'] })
  })

  it('links only to products that exist, and never to itself', () => {
    for (const product of PRODUCTS) {
      for (const related of product.related) {
        expect(related).not.toBe(product.handle)
        expect(PRODUCTS.some((p) => p.handle === related)).toBe(true)
      }
    }
  })

  it('discounts only with a higher compare-at price in both currencies', () => {
    const discounted = PRODUCTS.filter((p) => p.compareAt)
    expect(discounted.length).toBeGreaterThan(0)
    for (const product of discounted) {
      expect(product.compareAt!.USD).toBeGreaterThan(product.price.USD)
      expect(product.compareAt!.CNY).toBeGreaterThan(product.price.CNY)
    }
  })

  it('has every text in both languages and something to buy in every product', () => {
    for (const product of PRODUCTS) {
      for (const text of [product.name, product.summary, product.description, product.materials, product.care]) {
        expect(text.en.trim()).not.toBe('')
        expect(text.zh.trim()).not.toBe('')
      }
      expect(product.colours.some((c) => c.stock > 0)).toBe(true)
    }
  })
})
