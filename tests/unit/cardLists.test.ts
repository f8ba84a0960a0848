import { describe, expect, it } from 'vitest'
import type { HighlightsQuery } from '#domain/storefront/graphql/graphql'
import { highlightsOf } from '#domain/storefront/vendure'

type Card = HighlightsQuery['products']['items'][number]

const card = (slug: string, collections: Array<string>, compareAtPrice: number | null = null): Card => ({
  slug,
  name: slug,
  enabled: true,
  collections: collections.map((collection) => ({ slug: collection })),
  facetValues: [],
  customFields: { summary: '', drawing: 'sofa', featuredRank: 1, addedAt: '2026-11-01T00:00:00.000Z' },
  optionGroups: [],
  variants: [
    {
      sku: `${slug}/oat`,
      priceWithTax: 19900,
      currencyCode: 'USD' as Card['variants'][number]['currencyCode'],
      compareAtPrice,
      stockLevel: '3',
      options: [],
      customFields: { leadTimeWeeks: null },
    },
  ],
})

describe('the lists of product cards', () => {
  it("show only pieces that have a page: one in no collection under the sale's address, never the swatches", () => {
    const { newArrivals } = highlightsOf({
      products: {
        items: [card('kova-armchair', ['kova']), card('unsorted-stool', []), card('reduced-lamp', [], 29900), card('fabric-swatches', [])],
      },
      collection: null,
    })
    expect(newArrivals.map((piece) => [piece.handle, piece.collection])).toEqual([
      ['kova-armchair', 'kova'],
      ['unsorted-stool', 'sale'],
      ['reduced-lamp', 'sale'],
    ])
  })
})
