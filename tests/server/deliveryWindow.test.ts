import { describe, expect, it } from 'vitest'
import { DISPATCH_DAYS } from '#domain/storefront/dispatch.js'
import { deliveryWindow } from '../../server/src/plugins/checkout/deliveryWindow.js'

const today = new Date('2026-12-01T00:00:00Z')
const daysFromToday = (date: string) => (Date.parse(date) - today.getTime()) / 86_400_000
const noTransit = { country: 'US' as const, region: 'US-0', transitDays: [0, 0] as const }

// The product page says these days (tests/unit/availability.test.tsx).
describe('the delivery estimate', () => {
  it('lets a piece in stock, and a swatch, leave after the days the product page states', () => {
    for (const [swatch, days] of [
      [false, DISPATCH_DAYS.inStock],
      [true, DISPATCH_DAYS.swatch],
    ] as const) {
      const window = deliveryWindow(noTransit, [{ quantity: 1, readyStock: 1, leadTimeWeeks: null, swatch }], today)!
      expect([daysFromToday(window.earliest), daysFromToday(window.latest)]).toEqual(days)
    }
  })
})
