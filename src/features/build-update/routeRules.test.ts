import { describe, expect, it } from 'vitest'
import { ROUTE_RULES, findRedirect, isAbsolute, isAllowedExternal, toMatcher } from './routeRules'

const matcher = toMatcher({
  '/contact': { redirect: '/contact-us' },
  '/old/**': { redirect: '/new' },
  '/old/deeper/**': { redirect: '/deeper' },
  '/press': { redirect: 'https://press.example.com/' },
})

describe('route rules', () => {
  it('export in radix3 matcher shape', () => {
    expect(toMatcher(ROUTE_RULES)).toMatchObject({
      static: { '/contact': { redirect: '/contact-us' } },
      wildcard: { '/sale': { redirect: '/collections/sale' } },
      dynamic: {},
    })
  })

  it.each([
    ['/contact', '/contact-us'],
    ['/contact/', '/contact-us'],
    ['/old', '/new'],
    ['/old/a/b', '/new'],
    ['/old/deeper/x', '/deeper'],
    ['/older', undefined],
    ['/faq', undefined],
  ])('%s → %s', (path, target) => {
    expect(findRedirect(matcher, path)).toBe(target)
  })

  it('follow another site only over https to a trusted host', () => {
    expect(isAbsolute('https://press.example.com/')).toBe(true)
    expect(isAbsolute('//evil.example.com')).toBe(true)
    expect(isAbsolute('/contact-us')).toBe(false)
    expect(isAllowedExternal('https://press.example.com/', ['press.example.com'])).toBe(true)
    expect(isAllowedExternal('https://evil.example.com/', ['press.example.com'])).toBe(false)
    expect(isAllowedExternal('http://press.example.com/', ['press.example.com'])).toBe(false)
    expect(isAllowedExternal('javascript:alert(1)', ['press.example.com'])).toBe(false)
  })
})
