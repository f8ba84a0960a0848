import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv from 'sirv'
import { inlineScriptHashes, securityHeaders } from './securityHeaders.ts'

// Hashed assets and the meta of a build (named by its id) never change.
const HASHED_ASSET = /^\/(?:assets\/.+\.(?!html$)[a-z0-9]+|builds\/meta\/[\w-]+\.json)$/

/** Cache rules: hashed assets forever, everything else (HTML first) revalidated on every visit. */
function setCacheHeaders(res: ServerResponse, pathname: string) {
  res.setHeader(
    'Cache-Control',
    HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
  )
}

/**
 * The shop's HTTP handler: the built files (precompressed gzip/brotli), and the app's
 * index.html for any other path without a file extension, so that deep links work.
 */
export function createShopHandler(distDir: string, { apiOrigin }: { apiOrigin?: string } = {}) {
  const headers = Object.entries(securityHeaders({ scriptHashes: inlineScriptHashes(distDir), apiOrigin }))
  const files = sirv(distDir, { gzip: true, brotli: true, etag: true, setHeaders: setCacheHeaders })
  const appShell = sirv(distDir, { gzip: true, brotli: true, etag: true, single: true, setHeaders: setCacheHeaders })

  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    for (const [name, value] of headers) res.setHeader(name, value)
    if (req.headers['x-forwarded-proto'] === 'https') res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    // A missing file with an extension (a stale chunk, say) is a real 404, never the HTML shell.
    const serve = /\.[a-z0-9]+$/i.test(pathname) ? files : appShell
    serve(req, res, () => {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache')
      res.end('Not found')
    })
  }
}
