// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '@/features/videos/providers'
import { cspDirectives, securityContractProblems } from '../securityContract'
import { apiOriginOf, inlineScriptHashes, securityHeaders } from '../../server/src/http/securityHeaders'

const HASH = `'sha256-${createHash('sha256').update('x()').digest('base64')}'`
const lookup = (headers: Record<string, string>) => (name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]

describe('securityHeaders()', () => {
  it('keeps every promise of the contract, over http and over https', () => {
    for (const https of [false, true]) {
      const headers = securityHeaders({ scriptHashes: [HASH], https })
      expect(securityContractProblems(lookup(headers), { https, scriptHashes: [HASH] })).toEqual([])
    }
  })

  it('lets the configured API host, and only it, in connect-src', () => {
    const headers = securityHeaders({ scriptHashes: [], apiOrigin: 'https://api.example.com', https: true })
    expect(cspDirectives(headers['Content-Security-Policy'] ?? '').get('connect-src')).toEqual(["'self'", 'https://api.example.com'])
    expect(securityContractProblems(lookup(headers), { https: true, apiOrigin: 'https://api.example.com' })).toEqual([])
  })

  it('allows every video player the videos page embeds', () => {
    const frameSrc = cspDirectives(securityHeaders({ scriptHashes: [] })['Content-Security-Policy'] ?? '').get('frame-src')
    for (const provider of Object.values(PROVIDERS)) expect(frameSrc).toContain(new URL(provider.embedUrl('abc', {})).origin)
  })
})

describe('the contract check', () => {
  // Each loosening of the shipped headers must be caught, or the tests above prove nothing.
  const good = securityHeaders({ scriptHashes: [HASH], https: true })
  const csp = good['Content-Security-Policy'] ?? ''
  const loosenings: Record<string, Record<string, string | undefined>> = {
    'unsafe-inline scripts': { 'Content-Security-Policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'") },
    'unsafe-eval': { 'Content-Security-Policy': csp.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'") },
    'scripts from anywhere': { 'Content-Security-Policy': csp.replace("script-src 'self'", 'script-src https:') },
    'default-src self': { 'Content-Security-Policy': csp.replace("default-src 'none'", "default-src 'self'") },
    'inline styles': { 'Content-Security-Policy': csp.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'") },
    'any image host': { 'Content-Security-Policy': csp.replace("img-src 'self' data:", "img-src 'self' data: https:") },
    'any API host': { 'Content-Security-Policy': csp.replace("connect-src 'self'", "connect-src 'self' *") },
    'any frame': { 'Content-Security-Policy': csp.replace(/frame-src [^;]+/, 'frame-src https:') },
    'no base-uri': { 'Content-Security-Policy': csp.replace("base-uri 'none'; ", '') },
    'forms to anywhere': { 'Content-Security-Policy': csp.replace("form-action 'self'", 'form-action *') },
    'framed by anyone': { 'Content-Security-Policy': csp.replace("frame-ancestors 'none'; ", '') },
    'no Trusted Types': { 'Content-Security-Policy': csp.replace("require-trusted-types-for 'script'; ", '') },
    'an extra directive': { 'Content-Security-Policy': `${csp}; worker-src *` },
    'no CSP': { 'Content-Security-Policy': undefined },
    'no HSTS': { 'Strict-Transport-Security': undefined },
    'short HSTS': { 'Strict-Transport-Security': 'max-age=300' },
    'no nosniff': { 'X-Content-Type-Options': undefined },
    'a leaky referrer policy': { 'Referrer-Policy': 'unsafe-url' },
    'camera allowed': { 'Permissions-Policy': 'microphone=(), geolocation=(), payment=()' },
    'no COOP': { 'Cross-Origin-Opener-Policy': 'unsafe-none' },
  }
  for (const [name, change] of Object.entries(loosenings)) {
    it(`fails on ${name}`, () => {
      const headers = Object.fromEntries(
        Object.entries({ ...good, ...change }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      expect(securityContractProblems(lookup(headers), { https: true })).not.toEqual([])
    })
  }

  it('fails on HSTS over plain http, and on a hash for a script that is not there', () => {
    expect(securityContractProblems(lookup(good), { https: false })).not.toEqual([])
    expect(securityContractProblems(lookup(good), { https: true, scriptHashes: [] })).not.toEqual([])
  })
})

describe('inlineScriptHashes()', () => {
  it('hashes the inline scripts of every HTML file of the build, once each', () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-hashes-'))
    mkdirSync(join(dist, 'zh', 'faq'), { recursive: true })
    const page = (script: string) => `<!doctype html><script>${script}</script><script type="module" src="/assets/app.js"></script>`
    writeFileSync(join(dist, 'index.html'), page('x()'))
    writeFileSync(join(dist, 'zh', 'faq', 'index.html'), page('x()'))
    writeFileSync(join(dist, '404.html'), page('y()'))
    writeFileSync(join(dist, 'notes.txt'), page('z()'))
    const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(dist)).toEqual([hashOf('x()'), hashOf('y()')].sort())
  })

  it('is empty for a missing build', () => {
    expect(inlineScriptHashes(join(tmpdir(), 'no-such-dist'))).toEqual([])
  })
})

describe('apiOriginOf()', () => {
  it('keeps only the origin of an absolute http(s) base URL', () => {
    expect(apiOriginOf('https://api.example.com/v1/')).toBe('https://api.example.com')
    expect(apiOriginOf("https://api.example.com/;script-src 'unsafe-inline'")).toBe('https://api.example.com')
    expect(apiOriginOf('/api')).toBeUndefined()
    expect(apiOriginOf('javascript:alert(1)')).toBeUndefined()
    expect(apiOriginOf('')).toBeUndefined()
    expect(apiOriginOf(undefined)).toBeUndefined()
  })
})
