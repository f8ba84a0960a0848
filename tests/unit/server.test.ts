// @vitest-environment node
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopHandler, isHttps } from '../../server/src/http/app'
import { securityContractProblems } from '../securityContract'

let server: Server
let base = ''

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'))
  mkdirSync(join(dist, 'assets'))
  const page = (text: string) => `<!doctype html><title>${text}</title><script>document.title="x"</script>`
  writeFileSync(join(dist, 'index.html'), page('Home'))
  mkdirSync(join(dist, 'faq'))
  writeFileSync(join(dist, 'faq', 'index.html'), page('FAQ'))
  writeFileSync(join(dist, '404.html'), page('Page not found'))
  mkdirSync(join(dist, 'zh'))
  writeFileSync(join(dist, 'zh', '404.html'), page('页面未找到'))
  const script = 'console.log("hello");'.repeat(100)
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script))
  server = createServer(createShopHandler(dist))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the shop server', () => {
  it('answers each prerendered page at its address, revalidated on every visit', async () => {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/faq', 'FAQ'],
      ['/faq/', 'FAQ'],
    ]) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain(`<title>${title}</title>`)
    }
  })

  it('answers any other address with the not-found page and a real 404, in the address language', async () => {
    for (const [path, title] of [
      ['/nope', 'Page not found'],
      ['/collections/kova/products/x', 'Page not found'],
      ['/zh/nope', '页面未找到'],
      ['/%E0%A4%A', 'Page not found'],
      ['/sofa.html', 'Page not found'],
      ['/faq.x', 'Page not found'],
      ['/zh/sofa.html', '页面未找到'],
      ['/zh/%FF%FE', '页面未找到'],
      ['/products/kova.php', 'Page not found'],
    ]) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain(`<title>${title}</title>`)
    }
  })

  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toContain('hello')
  })

  it('keeps the security-header contract, with exactly the hash of the inline script it serves', async () => {
    const hash = `'sha256-${createHash('sha256').update('document.title="x"').digest('base64')}'`
    for (const path of ['/faq', '/assets/app-abc123.js', '/assets/app-old999.js']) {
      const response = await fetch(base + path)
      expect(
        securityContractProblems((name) => response.headers.get(name), { https: false, scriptHashes: [hash] }),
        path,
      ).toEqual([])
    }
  })

  it('sends HSTS only to browsers that came over https (here: through a TLS-terminating proxy)', async () => {
    const response = await fetch(`${base}/faq`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(securityContractProblems((name) => response.headers.get(name), { https: true })).toEqual([])
    expect(isHttps({ socket: { encrypted: true }, headers: {} } as unknown as IncomingMessage)).toBe(true)
    expect(isHttps({ socket: {}, headers: {} } as unknown as IncomingMessage)).toBe(false)
  })

  it('answers 404 for a missing file instead of the HTML shell', async () => {
    for (const [path, headers] of [
      ['/assets/app-old999.js', {}],
      ['/assets/app-old999.js', { 'Sec-Fetch-Dest': 'script' }],
      ['/api/v1/en/products/nope.json', {}],
      ['/favicon.png', {}],
      ['/sofa.html', { 'Sec-Fetch-Dest': 'empty' }],
    ] as const) {
      const response = await fetch(base + path, { headers })
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).not.toMatch(/html/)
    }
  })

  it('answers a browser that opens a missing file as a page with the 404 page', async () => {
    const response = await fetch(`${base}/assets/app-old999.js`, { headers: { 'Sec-Fetch-Dest': 'document' } })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<title>Page not found</title>')
  })
})
