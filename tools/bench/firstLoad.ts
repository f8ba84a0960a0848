import type { Browser, Request } from '@playwright/test'
import { documentFetches } from '../../tests/e2e/fixtures.ts'
import { CONTEXT_OPTIONS } from './browser.ts'
import { withTimeout } from './stats.ts'

/** Bytes of one kind of resource: `encoded` as transferred (response bodies, compressed), `decoded` as parsed. */
export type ByteCount = { encoded: number; decoded: number; requests: number }

export type FirstLoad = {
  /** `gzip`: the browser accepts gzip only (what the budgets are written for); `default`: Chromium's own Accept-Encoding (brotli first). */
  encoding: Encoding
  status: number | null
  js: ByteCount
  css: ByteCount
  html: ByteCount
  /** JSON, images, fonts: everything else fetched before the page was interactive. */
  other: ByteCount
  /** Everything requested once the page was interactive (`shop:interactive`): idle-time prefetching, reported apart. */
  prefetched: ByteCount
  /** Every response, for the JSON report: path, kind, encoded and decoded body bytes. */
  files: Array<{ path: string; kind: Kind; encoded: number; decoded: number }>
}

type Kind = 'js' | 'css' | 'html' | 'other'
export type Encoding = 'gzip' | 'default'

function kindOf(request: Request, isDocument: boolean): Kind {
  const { pathname } = new URL(request.url())
  if (isDocument) return 'html'
  if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js'
  if (pathname.endsWith('.css')) return 'css'
  return 'other'
}

const zero = (): ByteCount => ({ encoded: 0, decoded: 0, requests: 0 })

/**
 * Loads `url` in a fresh context and adds up what the browser fetched until the network was idle
 * (500 ms without requests) and the page's <h1> was visible: what was requested before the page
 * was interactive is its first load, the rest idle-time prefetching. The encoded size is the response
 * body as sent (without headers); the decoded size is the body after decompression.
 */
export async function measureFirstLoad(browser: Browser, url: string, encoding: Encoding, timeoutMs = 45_000): Promise<FirstLoad> {
  // Chromium asks for gzip, deflate, br and zstd; the budgets are written for gzip.
  const extraHTTPHeaders: Record<string, string> = encoding === 'gzip' ? { 'Accept-Encoding': 'gzip' } : {}
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, extraHTTPHeaders })
  try {
    const page = await context.newPage()
    const finished: Array<Request> = []
    page.on('requestfinished', (request) => finished.push(request))
    const response = await withTimeout(page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs }), timeoutMs + 1000, url)
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: timeoutMs })
    const result: FirstLoad = {
      encoding,
      status: response?.status() ?? null,
      js: zero(),
      css: zero(),
      html: zero(),
      other: zero(),
      prefetched: zero(),
      files: [],
    }
    // budgets.spec's rule, on the page's own clock: what started after `shop:interactive` is prefetching. A page that never
    // gets there counts whole.
    const fetches = await documentFetches(page).catch(() => [])
    const startedBefore = new Set(fetches.filter((fetch) => fetch.beforeInteractive).map((fetch) => fetch.path))
    const prefetched = new Set(fetches.map((fetch) => fetch.path).filter((path) => !startedBefore.has(path)))
    let documentSeen = false
    for (const request of finished) {
      const res = await request.response()
      if (!res) continue
      const isDocument = !documentSeen && request.resourceType() === 'document'
      if (isDocument) documentSeen = true
      const kind = kindOf(request, isDocument)
      const sizes = await request.sizes()
      const decoded = (await res.body().catch(() => Buffer.alloc(0))).length
      const count = prefetched.has(new URL(request.url()).pathname) ? result.prefetched : result[kind]
      count.encoded += sizes.responseBodySize
      count.decoded += decoded
      count.requests += 1
      result.files.push({ path: new URL(request.url()).pathname, kind, encoded: sizes.responseBodySize, decoded })
    }
    return result
  } finally {
    await context.close().catch(() => {})
  }
}
