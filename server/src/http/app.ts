import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { TLSSocket } from 'node:tls'
import sirv from 'sirv'
import { LOCALES } from '#domain/locale/locales.js'
import { MARKETS } from '#domain/markets/markets.js'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { ORDER_PAGE } from '#domain/storefront/paths.js'
import { cacheControlFor, REVALIDATE } from './cacheRules.ts'
import { inlineScriptHashes, securityHeaders } from './securityHeaders.ts'

function setCacheHeaders(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', cacheControlFor(pathname))
}

// `new URL` throws on some targets (`//`, `//:x`), which must not take the server down.
function pathnameOf(target: string): string {
  try {
    return new URL(target, 'http://localhost').pathname
  } catch {
    return target.split('?', 1)[0] ?? '/'
  }
}

// sirv 3.0.2 crashes on inverted ranges and misreads suffix ones; RFC 9110 §14.2 allows answering the whole file.
function ignoreUnsafeRange(req: IncomingMessage) {
  const range = req.headers.range
  if (range === undefined) return
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range)
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range
}

export function isHttps(req: IncomingMessage): boolean {
  return (req.socket as Partial<TLSSocket>).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
}

// The files a page loads; a missing one (a stale chunk, say) must fail as a file, never as HTML.
const FILE_PATH = /^\/(?:assets|api|builds)\/|\.(?:m?js|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml|webmanifest|wasm)$/i

function wantsPage(req: IncomingMessage, pathname: string): boolean {
  const destination = req.headers['sec-fetch-dest']
  if (destination) return destination === 'document' || destination === 'iframe'
  return !FILE_PATH.test(pathname)
}

type Encoded = { body: Buffer; encoding?: 'br' | 'gzip' }
type LivePage = { versions: Array<Encoded>; etag: string }

function loadPage(path: string): Array<Encoded> | undefined {
  if (!existsSync(path)) return undefined
  const versions: Array<Encoded> = []
  for (const encoding of ['br', 'gzip'] as const) {
    const file = `${path}.${encoding === 'br' ? 'br' : 'gz'}`
    if (existsSync(file)) versions.push({ body: readFileSync(file), encoding })
  }
  return [...versions, { body: readFileSync(path) }]
}

function acceptedEncoding(req: IncomingMessage, versions: Array<Encoded>): Encoded {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  return versions.find((version) => !version.encoding || accepted.includes(version.encoding)) ?? versions.at(-1)!
}

type ShopOptions = {
  apiOrigin?: string | undefined
  isLivePage?: (pathname: string) => Promise<boolean>
  /** A catalogue page or the sitemap as the catalogue is now; `undefined` for the build's (server/src/storefront/pageRenders.ts). */
  rendered?: (pathname: string) => Promise<LivePage | 'gone' | undefined> | undefined
}

export function createShopHandler(distDir: string, { apiOrigin, isLivePage, rendered }: ShopOptions = {}) {
  const scriptHashes = inlineScriptHashes(distDir)
  const overHttp = Object.entries(securityHeaders({ scriptHashes, apiOrigin, https: false }))
  const overHttps = Object.entries(securityHeaders({ scriptHashes, apiOrigin, https: true }))
  const files = sirv(distDir, { gzip: true, brotli: true, etag: true, setHeaders: setCacheHeaders })
  const appPage = loadPage(join(distDir, 'app.html'))
  const notFoundPages = new Map(
    ['', ...LOCALES.flatMap((locale) => MARKETS.map((market) => `${localizePath('/', locale, SHIPPED_ROUTING, market).slice(1)}/`))]
      .map((prefix) => [prefix, loadPage(join(distDir, prefix, '404.html'))] as const)
      .filter((entry): entry is readonly [string, Array<Encoded>] => entry[1] !== undefined),
  )

  function sendPage(req: IncomingMessage, res: ServerResponse, page: Array<Encoded>) {
    const version = acceptedEncoding(req, page)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (version.encoding) res.setHeader('Content-Encoding', version.encoding)
    res.setHeader('Content-Length', version.body.length)
    res.end(req.method === 'HEAD' ? undefined : version.body)
  }

  async function notPrerendered(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const live = appPage && isLivePage && wantsPage(req, pathname) && (await isLivePage(pathname).catch(() => false))
    if (!live) return notFound(req, res, pathname)
    res.statusCode = 200
    res.setHeader('Cache-Control', 'no-cache')
    if (ORDER_PAGE.test(pathname)) res.setHeader('X-Robots-Tag', 'noindex')
    res.setHeader('Vary', 'Sec-Fetch-Dest, Accept-Encoding')
    sendPage(req, res, appPage)
  }

  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    res.statusCode = 404
    res.setHeader('Cache-Control', REVALIDATE)
    res.setHeader('Vary', 'Sec-Fetch-Dest, Accept-Encoding')
    const page = wantsPage(req, pathname) ? (notFoundPages.get(`${pathname.split('/')[1]}/`) ?? notFoundPages.get('')) : undefined
    if (!page) {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Not found')
      return
    }
    sendPage(req, res, page)
  }

  function sendRendered(req: IncomingMessage, res: ServerResponse, pathname: string, page: LivePage) {
    res.setHeader('Cache-Control', REVALIDATE)
    res.setHeader('Vary', 'Sec-Fetch-Dest, Accept-Encoding')
    res.setHeader('ETag', page.etag)
    if (req.headers['if-none-match'] === page.etag) {
      res.statusCode = 304
      return void res.end()
    }
    const version = acceptedEncoding(req, page.versions)
    res.setHeader('Content-Type', pathname.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/html; charset=utf-8')
    if (version.encoding) res.setHeader('Content-Encoding', version.encoding)
    res.setHeader('Content-Length', version.body.length)
    res.end(req.method === 'HEAD' ? undefined : version.body)
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = pathnameOf(req.url ?? '/')
    ignoreUnsafeRange(req)
    for (const [name, value] of isHttps(req) ? overHttps : overHttp) res.setHeader(name, value)
    const serveBuilt = () => files(req, res, () => void notPrerendered(req, res, pathname))
    const reading = req.method === 'GET' || req.method === 'HEAD'
    const live = reading && (pathname === '/sitemap.xml' || wantsPage(req, pathname)) ? rendered?.(pathname) : undefined
    if (!live) return serveBuilt()
    void live.then(
      (page) => (page === 'gone' ? notFound(req, res, pathname) : page ? sendRendered(req, res, pathname, page) : serveBuilt()),
      serveBuilt,
    )
  }
}
