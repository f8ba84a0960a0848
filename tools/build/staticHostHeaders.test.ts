// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheControlFor, REVALIDATE } from '../../server/src/http/cacheRules'
import { inlineScriptHashes, securityHeaders } from '../../server/src/http/securityHeaders'
import { securityContractProblems } from '../../tests/securityContract'
import { MAX_RULES, renderHeadersFile, writeStaticHostHeaders } from './staticHostHeaders'

function parseHeadersFile(text: string) {
  const rules: Array<{ pattern: string; headers: Array<[string, string]> }> = []
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? []
      rules.at(-1)?.headers.push([name, value])
    }
  }
  return rules
}

const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path)

function headersFor(rules: ReturnType<typeof parseHeadersFile>, path: string): Map<string, string> {
  const sent = new Map<string, string>()
  for (const rule of rules.filter((r) => matches(r.pattern, path))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      sent.set(key, sent.has(key) ? `${sent.get(key)}, ${value}` : value)
    }
  }
  return sent
}

function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'shop-headers-'))
  const page = '<!doctype html><script>theme()</script><script type="module" src="/assets/index-abc.js"></script>'
  mkdirSync(join(dist, 'zh', 'faq'), { recursive: true })
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), page)
  writeFileSync(join(dist, '404.html'), page)
  writeFileSync(join(dist, 'zh', 'faq', 'index.html'), page)
  return dist
}

describe('dist/_headers', () => {
  const dist = fakeBuild()
  writeStaticHostHeaders(dist, { apiOrigin: undefined })
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))

  it('sends the security headers of npm start (over https) on every path', () => {
    const expected = securityHeaders({ scriptHashes: inlineScriptHashes(dist), https: true })
    for (const path of ['/', '/zh/faq', '/assets/index-abc.js', '/builds/latest.json', '/nope']) {
      const sent = headersFor(rules, path)
      for (const [name, value] of Object.entries(expected)) expect(sent.get(name.toLowerCase()), `${path} ${name}`).toBe(value)
      expect(securityContractProblems((name) => sent.get(name), { https: true, scriptHashes: inlineScriptHashes(dist) })).toEqual([])
    }
  })

  it('caches as npm start does, with one Cache-Control per path', () => {
    for (const path of ['/assets/index-abc.js', '/assets/index-abc.css', '/builds/meta/0b1c.json', '/builds/latest.json']) {
      expect(headersFor(rules, path).get('cache-control'), path).toBe(cacheControlFor(path))
    }
    // The hosts' default (`max-age=0, must-revalidate`) revalidates, as npm start does.
    for (const path of ['/', '/index.html', '/zh/faq', '/zh/faq/', '/404.html', '/favicon.svg']) {
      expect(headersFor(rules, path).get('cache-control'), path).toBeUndefined()
      expect(cacheControlFor(path)).toBe(REVALIDATE)
    }
  })

  it('allows the configured API host in connect-src', () => {
    writeStaticHostHeaders(dist, { apiOrigin: 'https://api.example.com' })
    const sent = headersFor(parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8')), '/')
    expect(sent.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com;")
  })

  it('refuses to write more rules than the hosts read', () => {
    const rule = ['/x', { 'Cache-Control': REVALIDATE }] as const
    expect(() => renderHeadersFile(Array.from({ length: MAX_RULES + 1 }, () => rule))).toThrow(/rules/)
  })
})
