import { describe, expect, it } from 'vitest'
import { delocalizePath, localeOfPath, localizePath, type LocaleRouting, type Strategy } from './strategy.ts'

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
    expect(delocalizePath(input, routing(strategy))).toEqual(locale ? { locale, pathname } : { pathname })
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
