import { describe, expect, it } from 'vitest'
import { formatPrice } from './Price'

describe('formatPrice', () => {
  it('shows dollars in English and yuan in Chinese', () => {
    expect(formatPrice(1890, 'en')).toBe('$1,890')
    expect(formatPrice(12900, 'zh')).toBe('¥12,900')
    expect(formatPrice(19.5, 'en')).toBe('$19.50')
  })
})
