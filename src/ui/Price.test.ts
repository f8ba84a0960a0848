import { describe, expect, it } from 'vitest'
import { formatPrice } from './Price'

describe('formatPrice', () => {
  it('shows dollars in English and yuan in Chinese', () => {
    expect(formatPrice(1890, 'en', 'USD')).toBe('$1,890')
    expect(formatPrice(12900, 'zh', 'CNY')).toBe('¥12,900')
    expect(formatPrice(19.5, 'en', 'USD')).toBe('$19.50')
  })

  it('writes the currency the catalogue answered in, in the shopper’s language', () => {
    expect(formatPrice(12900, 'en', 'CNY')).toBe('CN¥12,900')
    expect(formatPrice(1890, 'zh', 'USD')).toBe('US$1,890')
  })
})
