import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import type { ReactNode } from 'react'
import { DISPATCH_DAYS } from '#domain/storefront/dispatch'
import { useAvailability } from '../../src/lib/storefront/useAvailability'

const variant = { stock: 3, leadTimeWeeks: null } as unknown as Parameters<ReturnType<typeof useAvailability>>[0]
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

// The estimator counts the same days (tests/server/deliveryWindow.test.ts).
describe('the product page’s “in stock” words', () => {
  it('state the days before a piece in stock leaves the warehouse', () => {
    const { result } = renderHook(() => useAvailability(), { wrapper })
    const [from, to] = DISPATCH_DAYS.inStock
    expect(result.current(variant)).toBe(`In stock: leaves our warehouse in ${from}–${to} days`)
  })
})
