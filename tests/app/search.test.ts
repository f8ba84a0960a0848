import { describe, expect, it } from 'vitest'
import { apiPaths } from '#domain/storefront/paths'
import type { SearchResource } from '#domain/storefront/schemas'
import type { Locale } from '#domain/locale/locales'
import { createSearchEngine } from '@/features/search/engine'
import { storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

// As the browser gets it: built by the shop's server from the seeded catalogue.
const engineFor = async (locale: Locale) =>
  createSearchEngine((await (await storefrontFetch(new URL(apiPaths.search(at(locale)), 'http://shop.test'))).json()) as SearchResource)
const engines = { en: await engineFor('en'), zh: await engineFor('zh') }
const firstProducts = (locale: Locale, query: string, count: number) =>
  engines[locale]
    .find(query)
    .products.slice(0, count)
    .map((product) => product.handle)
    .sort()

const SOFAS = ['kova-three-seat-sofa', 'kova-two-seat-sofa']
const OTTOMANS = ['kova-l-shape-ottoman', 'kova-square-ottoman']

describe('the search finds what a shopper means', () => {
  it.each([
    ['en', 'sofa', SOFAS],
    ['en', 'sofas', SOFAS],
    ['en', 'sofs', SOFAS],
    ['en', 'couch', SOFAS],
    ['en', 'settee', SOFAS],
    ['en', 'ottomans', OTTOMANS],
    ['en', 'footstool', OTTOMANS],
    ['en', 'pouf', OTTOMANS],
    ['en', 'Kova three', ['kova-three-seat-sofa']],
    ['en', 'kova-l-shape-ottoman', ['kova-l-shape-ottoman']],
    ['en', 'kova-two-seat-sofa/rust-corduroy', ['kova-two-seat-sofa']],
    ['en', 'travertine', ['tova-travertine-coffee-table']],
    ['zh', '沙发', SOFAS],
    ['zh', '梳化', SOFAS],
    ['zh', '三人沙发', ['kova-three-seat-sofa']],
    ['zh', '双人沙发', ['kova-two-seat-sofa']],
    ['zh', '脚凳', OTTOMANS],
    ['zh', '搁脚凳', OTTOMANS],
    ['zh', '矮凳', OTTOMANS],
    ['zh', 'shafa', SOFAS],
    ['zh', 'sf', SOFAS],
    ['zh', 'jiaodeng', OTTOMANS],
    ['zh', '洞石', ['tova-travertine-coffee-table']],
    ['zh', 'ｓｈａｆａ', SOFAS],
  ] as const)('%s: “%s” finds %j first', (locale, query, expected) => {
    expect(firstProducts(locale, query, expected.length)).toEqual([...expected].sort())
  })

  it.each([
    ['en', 'velvet', 'moss-velvet'],
    ['zh', '丝绒', 'moss-velvet'],
  ] as const)('%s: a fabric (“%s”) finds pieces made in it', (locale, query, colour) => {
    const found = engines[locale].find(query).products
    expect(found.length).toBeGreaterThan(2)
    for (const product of found) expect(product.colours.map((c) => c.id)).toContain(colour)
  })

  it.each([
    ['en', 'oak'],
    ['zh', '橡木'],
  ] as const)('%s: a material (“%s”) finds the oak pieces, named ones first', (locale, query) => {
    const [first] = engines[locale].find(query).products
    expect(first?.name).toMatch(locale === 'en' ? /oak/i : /橡木/)
  })

  it('ranks an exact name first, then names, then descriptions', () => {
    expect(engines.en.find('Kova armchair').products[0]?.handle).toBe('kova-armchair')
    const found = engines.en.find('sofa').products.map((product) => /sofa/i.test(product.name))
    expect(found.indexOf(false)).toBeGreaterThan(found.lastIndexOf(true))
  })

  it('finds collections and answers too', () => {
    expect(engines.en.find('dining').collections[0]?.handle).toBe('dining')
    expect(engines.en.find('return').faq[0]?.id).toBe('how-to-return')
    expect(engines.zh.find('退货').faq[0]?.id).toBe('how-to-return')
  })

  it('suggests a correction only when it finds something', () => {
    expect(engines.en.correct('sfoa')).toBe('sofa')
    expect(engines.en.correct('sofa')).toBeUndefined()
    expect(engines.en.correct('qqqqzzzz')).toBeUndefined()
    expect(engines.en.find('qqqqzzzz').products).toEqual([])
    expect(engines.zh.correct('sfoa 沙发')).toBe('sofa 沙发')
  })

  it('does not guess a correction from a word too short to tell', () => {
    expect(engines.en.correct('zz')).toBeUndefined()
    expect(engines.en.correct('%ZZ')).toBeUndefined()
    expect(engines.en.correct('chiar')).toBe('chair')
  })
})

describe('the free swatches are found by what shoppers call them', () => {
  it.each([
    ['en', 'swatch'],
    ['en', 'fabric samples'],
    ['zh', '样品'],
    ['zh', '面料小样'],
  ] as const)('%s "%s" finds the swatches page and no piece of furniture named after it', (locale, query) => {
    const hits = engines[locale].find(query)
    expect(hits.pages.map((page) => page.id)).toEqual(['swatches'])
    expect(hits.products.map((product) => product.handle)).not.toContain('fabric-swatches')
  })
})
