import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { useAvailability } from '../../src/lib/storefront/useAvailability'
import { deliveryWindow } from '../../server/src/plugins/checkout/deliveryWindow'

const variant = { stock: 3, leadTimeWeeks: null } as unknown as Parameters<ReturnType<typeof useAvailability>>[0]
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
const today = new Date('2026-12-01T00:00:00Z')
const daysFromToday = (date: string) => (Date.parse(date) - today.getTime()) / 86_400_000

describe('the product page’s “in stock” words', () => {
  it('state the days the delivery estimate counts before a piece in stock leaves the warehouse', () => {
    const { result } = renderHook(() => useAvailability(), { wrapper })
    const words = result.current(variant)
    const [, from, to] = /in (\d+)–(\d+) days/.exec(words) ?? []
    const window = deliveryWindow(
      { country: 'US', region: 'US-0', transitDays: [0, 0] },
      [{ quantity: 1, readyStock: 1, leadTimeWeeks: null, swatch: false }],
      today,
    )!
    expect([Number(from), Number(to)]).toEqual([daysFromToday(window.earliest), daysFromToday(window.latest)])
  })
})
