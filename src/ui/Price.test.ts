import { describe, expect, it } from 'vitest'
import { formatPrice } from './Price'
import { showsPrices } from './priceFormat'

describe('formatPrice', () => {
  it('shows dollars in English and yuan in Chinese', () => {
    expect(formatPrice(1890, 'en')).toBe('$1,890')
    expect(formatPrice(12900, 'zh')).toBe('¥12,900')
    expect(formatPrice(19.5, 'en')).toBe('$19.50')
  })
})

describe('showsPrices', () => {
  it('tells markup that shows a price from markup that does not', () => {
    const page = document.createElement('div')
    expect(showsPrices(page)).toBe(false)
    page.innerHTML = '<p><span class="price"><span class="price__now">$1,890</span></span></p>'
    expect(showsPrices(page)).toBe(true)
  })
})
