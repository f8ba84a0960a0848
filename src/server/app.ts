import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import sirv from 'sirv'
import { cacheControlFor, REVALIDATE } from './cacheRules.ts'
import { inlineScriptHashes, securityHeaders } from './securityHeaders.ts'

/** Cache rules: hashed assets forever, everything else (HTML first) revalidated on every visit. */
function setCacheHeaders(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', cacheControlFor(pathname))
}

/**
 * Whether the browser reached the shop over https: TLS on this very socket, or a proxy in front
 * that terminated it and says so. HSTS is only meaningful (and only obeyed) on https.
 */
export function isHttps(req: IncomingMessage): boolean {
  return (req.socket as Partial<TLSSocket>).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
}

/**
 * The shop's HTTP handler: the built files (precompressed gzip/brotli), and the app's
 * index.html for any other path without a file extension, so that deep links work.
 */
export function createShopHandler(distDir: string, { apiOrigin }: { apiOrigin?: string | undefined } = {}) {
  const scriptHashes = inlineScriptHashes(distDir)
  const overHttp = Object.entries(securityHeaders({ scriptHashes, apiOrigin, https: false }))
  const overHttps = Object.entries(securityHeaders({ scriptHashes, apiOrigin, https: true }))
  const files = sirv(distDir, { gzip: true, brotli: true, etag: true, setHeaders: setCacheHeaders })
  const appShell = sirv(distDir, { gzip: true, brotli: true, etag: true, single: true, setHeaders: setCacheHeaders })

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    for (const [name, value] of isHttps(req) ? overHttps : overHttp) res.setHeader(name, value)
    // A missing file with an extension (a stale chunk, say) is a real 404, never the HTML shell.
    const serve = /\.[a-z0-9]+$/i.test(pathname) ? files : appShell
    serve(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', REVALIDATE)
      res.end('Not found')
    })
  }
}
