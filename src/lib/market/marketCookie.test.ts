import { describe, expect, it } from 'vitest'
import { readMarketCookie } from './marketCookie'

describe('the market cookie', () => {
  it('names a market of the shop, or nothing', () => {
    expect(readMarketCookie('i18n_redirected=zh; shop_market=us')).toBe('us')
    expect(readMarketCookie('shop_market=cn')).toBe('cn')
    expect(readMarketCookie('shop_market=..%2Fevil')).toBeUndefined()
    expect(readMarketCookie('shop_market=')).toBeUndefined()
    expect(readMarketCookie('')).toBeUndefined()
  })
})
