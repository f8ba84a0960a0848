// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { holds } from '../../server/src/seed/holds.ts'

// A variant as the import reads it back from the Admin API, under its input's names.
const variant = {
  id: '7',
  sku: 'kova-sofa/sand',
  translations: [
    { languageCode: 'zh', name: '沙发（沙色）' },
    { languageCode: 'en', name: 'Sofa – Sand' },
  ],
  facetValueIds: [{ id: '3' }, { id: '9' }],
  customFields: { leadTimeWeeks: null },
  prices: [
    { currencyCode: 'CNY', price: 899900, customFields: { compareAtPrice: null } },
    { currencyCode: 'USD', price: 129900, customFields: { compareAtPrice: null } },
  ],
}

describe('holds: whether the shop already holds what an import would write', () => {
  it('matches rows by language and currency in any order, ids as sets, and null as nothing', () => {
    const input = {
      id: '7',
      translations: [
        { languageCode: 'en', name: 'Sofa – Sand' },
        { languageCode: 'zh', name: '沙发（沙色）' },
      ],
      facetValueIds: ['9', '3'],
      customFields: { leadTimeWeeks: undefined },
      prices: [
        { currencyCode: 'USD', price: 129900, customFields: { compareAtPrice: null } },
        { currencyCode: 'CNY', price: 899900 },
      ],
    }
    expect(holds(variant, input)).toBe(true)
  })

  it('sees a changed name, price, compare-at price or set of ids', () => {
    expect(holds(variant, { translations: [{ languageCode: 'zh', name: '新名字' }] })).toBe(false)
    const prices = (usd: object) => ({
      prices: [
        { currencyCode: 'CNY', price: 899900 },
        { currencyCode: 'USD', ...usd },
      ],
    })
    expect(holds(variant, prices({ price: 129800 }))).toBe(false)
    expect(holds(variant, prices({ customFields: { compareAtPrice: 149900 } }))).toBe(false)
    expect(holds(variant, { facetValueIds: ['3'] })).toBe(false)
    expect(holds(variant, { facetValueIds: ['3', '9', '11'] })).toBe(false)
    expect(holds(variant, { customFields: { leadTimeWeeks: 6 } })).toBe(false)
  })

  it('sees a list the shop holds more of, as an update would replace it (a collection filter the owner added)', () => {
    const collection = {
      filters: [
        { code: 'facet-value-filter', arguments: [{ name: 'containsAny', value: 'false' }] },
        { code: 'product-name-filter', arguments: [{ name: 'term', value: 'oak' }] },
      ],
    }
    expect(holds(collection, { filters: [{ code: 'facet-value-filter', arguments: [{ name: 'containsAny', value: 'false' }] }] })).toBe(
      false,
    )
    expect(holds(collection, { filters: collection.filters })).toBe(true)
  })

  it('never holds a field it was not read with, even one the input sets to nothing', () => {
    expect(holds({ customFields: {} }, { customFields: { seatHeightCm: null } })).toBe(false)
    expect(holds({ customFields: { seatHeightCm: null } }, { customFields: { seatHeightCm: null } })).toBe(true)
  })

  it('sees what the shop does not have at all: a language, a currency, a field', () => {
    expect(holds(variant, { translations: [{ languageCode: 'fr', name: 'Canapé' }] })).toBe(false)
    expect(holds(variant, { prices: [{ currencyCode: 'EUR', price: 1 }] })).toBe(false)
    expect(holds(variant, { enabled: true })).toBe(false)
    expect(holds({ ...variant, facetValueIds: null }, { facetValueIds: [] })).toBe(false)
  })
})
