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
 * The path of a request target. `new URL` refuses some targets a client may send (`//`, `//:x`);
 * it threw inside the request listener and took the whole server down. Those keep their raw path.
 */
function pathnameOf(target: string): string {
  try {
    return new URL(target, 'http://localhost').pathname
  } catch {
    return target.split('?', 1)[0] ?? '/'
  }
}

/**
 * sirv 3.0.2 hands a range whose start is past its end (`bytes=5-1`) to fs.createReadStream,
 * which throws in the request listener and takes the whole server down; it also misreads
 * suffix ranges (`bytes=-5`). Any Range but one plain `bytes=a-b` (a <= b) or `bytes=a-` is
 * therefore ignored, which RFC 9110 §14.2 allows: the answer is the whole file.
 */
function ignoreUnsafeRange(req: IncomingMessage) {
  const range = req.headers.range
  if (range === undefined) return
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range)
  if (!match || (match[2] !== '' && Number(match[2]) < Number(match[1]))) delete req.headers.range
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
    const pathname = pathnameOf(req.url ?? '/')
    ignoreUnsafeRange(req)
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
