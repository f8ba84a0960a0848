import { describe, expect, it } from 'vitest'
import { detectInitialLocale, localeCookie, matchBrowserLocale, readLocaleCookie } from './detection'
import type { LocaleRouting, Strategy } from '#domain/locale/strategy'

const routing = (strategy: Strategy = 'prefix_except_default'): LocaleRouting => ({
  strategy,
  locales: ['en', 'zh'],
  defaultLocale: 'en',
})

describe('matchBrowserLocale', () => {
  it.each<[Array<string>, string | undefined]>([
    [['zh'], 'zh'],
    [['zh-CN'], 'zh'],
    [['zh-TW', 'en'], 'zh'],
    [['zh-Hans-CN'], 'zh'],
    [['fr', 'en-US'], 'en'],
    [['fr', 'de'], undefined],
    [[], undefined],
  ])('%j → %s', (languages, expected) => {
    expect(matchBrowserLocale(languages, ['en', 'zh'])).toBe(expected)
  })
})

describe('readLocaleCookie', () => {
  it('reads a known value among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=zh; b=2')).toBe('zh')
  })
  it.each(['i18n_redirected=fr', 'i18n_redirected=../../evil', 'i18n_redirected=', 'other=zh', ''])('ignores %j', (header) => {
    expect(readLocaleCookie(header)).toBeUndefined()
  })
})

describe('localeCookie', () => {
  it('lasts a year on the whole site, SameSite=Lax, Secure only over https', () => {
    expect(localeCookie('zh', false)).toBe('i18n_redirected=zh; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(localeCookie('en', true)).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})

describe('detectInitialLocale', () => {
  it('on / the cookie beats the browser', () => {
    expect(detectInitialLocale({ pathname: '/', cookie: 'zh', languages: ['en-US'], routing: routing() })).toEqual({
      locale: 'zh',
      redirectTo: '/zh',
    })
    expect(detectInitialLocale({ pathname: '/', cookie: 'en', languages: ['zh-CN'], routing: routing() })).toEqual({
      locale: 'en',
    })
  })

  it('on / without a cookie follows the browser, then English', () => {
    expect(detectInitialLocale({ pathname: '/', cookie: undefined, languages: ['zh-TW'], routing: routing() })).toEqual({
      locale: 'zh',
      redirectTo: '/zh',
    })
    expect(detectInitialLocale({ pathname: '/', cookie: undefined, languages: ['ja'], routing: routing() })).toEqual({
      locale: 'en',
    })
  })

  it('never redirects another entry URL: the URL names the locale', () => {
    expect(detectInitialLocale({ pathname: '/faq', cookie: 'zh', languages: ['zh'], routing: routing() })).toEqual({
      locale: 'en',
    })
    expect(detectInitialLocale({ pathname: '/zh/faq', cookie: 'en', languages: ['en'], routing: routing() })).toEqual({
      locale: 'zh',
    })
  })

  it('sends / to the market the shopper chose, in the detected language', () => {
    expect(detectInitialLocale({ pathname: '/', cookie: 'zh', market: 'us', languages: [], routing: routing() })).toEqual({
      locale: 'zh',
      redirectTo: '/zh-us',
    })
    expect(detectInitialLocale({ pathname: '/', cookie: undefined, market: 'cn', languages: ['en-US'], routing: routing() })).toEqual({
      locale: 'en',
      redirectTo: '/en-cn',
    })
    expect(detectInitialLocale({ pathname: '/', cookie: 'zh', market: 'cn', languages: [], routing: routing() })).toEqual({
      locale: 'zh',
      redirectTo: '/zh',
    })
  })

  it('under no_prefix detects everywhere and never redirects', () => {
    expect(detectInitialLocale({ pathname: '/faq', cookie: undefined, languages: ['zh-CN'], routing: routing('no_prefix') })).toEqual({
      locale: 'zh',
    })
  })

  it('under prefix_and_default an English visitor stays on /', () => {
    expect(detectInitialLocale({ pathname: '/', cookie: 'en', languages: [], routing: routing('prefix_and_default') })).toEqual({
      locale: 'en',
    })
  })
})
