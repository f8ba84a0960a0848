import { describe, expect, it } from 'vitest'
import { delocalizePath, localeOfPath, localizePath, marketOfPath, type LocaleRouting, type Strategy } from './strategy.ts'

const routing = (strategy: Strategy): LocaleRouting => ({ strategy, locales: ['en', 'zh'], defaultLocale: 'en' })

describe('delocalizePath', () => {
  it.each<[Strategy, string, string | undefined, string]>([
    ['prefix_except_default', '/faq', undefined, '/faq'],
    ['prefix_except_default', '/zh/faq', 'zh', '/faq'],
    ['prefix_except_default', '/zh', 'zh', '/'],
    ['prefix_except_default', '/zh/', 'zh', '/'],
    ['prefix_except_default', '/en/faq', undefined, '/en/faq'],
    ['prefix_except_default', '/zhx/faq', undefined, '/zhx/faq'],
    ['prefix_and_default', '/en/faq', 'en', '/faq'],
    ['prefix_and_default', '/en', 'en', '/'],
    ['prefix_and_default', '/zh/collections/sale', 'zh', '/collections/sale'],
    ['prefix_and_default', '/faq', undefined, '/faq'],
    ['no_prefix', '/zh/faq', undefined, '/zh/faq'],
    ['no_prefix', '/faq', undefined, '/faq'],
  ])('%s: %s → locale %s, path %s', (strategy, input, locale, pathname) => {
    const { market: _market, ...rest } = delocalizePath(input, routing(strategy))
    expect(rest).toEqual(locale ? { locale, pathname } : { pathname })
  })
})

describe('the market in the prefix', () => {
  it.each<[Strategy, string, string, string]>([
    ['prefix_except_default', '/en-cn/faq', '/faq', 'cn'],
    ['prefix_except_default', '/zh-us', '/', 'us'],
    ['prefix_except_default', '/zh/faq', '/faq', 'cn'],
    ['prefix_and_default', '/en/faq', '/faq', 'us'],
    ['prefix_and_default', '/en-cn/faq', '/faq', 'cn'],
  ])('%s: %s → path %s in market %s', (strategy, input, pathname, market) => {
    expect(delocalizePath(input, routing(strategy))).toMatchObject({ pathname, market })
  })

  it.each(['/zh-cn/faq', '/en-us/faq', '/zh-xx/faq', '/zh-us-cn/faq', '/us/faq'])('%s is no address of the shop', (input) => {
    expect(delocalizePath(input, routing('prefix_except_default'))).toEqual({ pathname: input })
  })

  it('names the market only when it is not the language’s own', () => {
    const shipped = routing('prefix_except_default')
    expect(localizePath('/faq', 'en', shipped, 'us')).toBe('/faq')
    expect(localizePath('/faq', 'en', shipped, 'cn')).toBe('/en-cn/faq')
    expect(localizePath('/', 'zh', shipped, 'us')).toBe('/zh-us')
    expect(localizePath('/faq', 'zh', shipped, 'cn')).toBe('/zh/faq')
    expect(localizePath('/faq', 'en', routing('prefix_and_default'), 'cn')).toBe('/en-cn/faq')
    expect(localizePath('/faq', 'zh', routing('no_prefix'), 'us')).toBe('/faq')
  })

  it('reads the market of a path: named, else the language’s own', () => {
    const shipped = routing('prefix_except_default')
    expect(marketOfPath('/faq', shipped)).toBe('us')
    expect(marketOfPath('/zh/faq', shipped)).toBe('cn')
    expect(marketOfPath('/zh-us/faq', shipped)).toBe('us')
    expect(marketOfPath('/en-cn', shipped)).toBe('cn')
    expect(marketOfPath('/zh-us/faq', routing('no_prefix'))).toBeUndefined()
  })
})

describe('localizePath', () => {
  it.each<[Strategy, string, 'en' | 'zh', string]>([
    ['prefix_except_default', '/faq', 'en', '/faq'],
    ['prefix_except_default', '/faq', 'zh', '/zh/faq'],
    ['prefix_except_default', '/', 'zh', '/zh'],
    ['prefix_except_default', '/', 'en', '/'],
    ['prefix_and_default', '/faq', 'en', '/faq'],
    ['prefix_and_default', '/faq', 'zh', '/zh/faq'],
    ['no_prefix', '/faq', 'zh', '/faq'],
    ['no_prefix', '/', 'en', '/'],
  ])('%s: %s in %s → %s', (strategy, pathname, locale, expected) => {
    expect(localizePath(pathname, locale, routing(strategy))).toBe(expected)
  })

  it('round-trips through delocalizePath under every strategy', () => {
    for (const strategy of ['no_prefix', 'prefix_except_default', 'prefix_and_default'] as const) {
      for (const locale of ['en', 'zh'] as const) {
        for (const path of ['/', '/faq', '/collections/kova/products/kova-l-shape-ottoman']) {
          expect(delocalizePath(localizePath(path, locale, routing(strategy)), routing(strategy)).pathname).toBe(path)
        }
      }
    }
  })
})

describe('localeOfPath', () => {
  it('reads the prefix, and unprefixed paths are the default locale', () => {
    expect(localeOfPath('/zh/faq', routing('prefix_except_default'))).toBe('zh')
    expect(localeOfPath('/faq', routing('prefix_except_default'))).toBe('en')
    expect(localeOfPath('/en/faq', routing('prefix_and_default'))).toBe('en')
    expect(localeOfPath('/zh/faq', routing('no_prefix'))).toBeUndefined()
  })
})
