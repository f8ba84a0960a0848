import type { IncomingMessage } from 'node:http'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a request that changes something comes from the shop's own pages (or one of the
 * `SHOP_ORIGIN` origins that serve them). The session lives in a cookie, so another site's page
 * must not be able to send one with it: a browser names the page's origin in `Origin` (and says
 * `Sec-Fetch-Site: cross-site`), and either one from elsewhere is refused. A request without
 * them is not a browser's, and carries no shopper's cookie by accident. The host compared is the
 * request's, or the one a proxy in front forwarded (`X-Forwarded-Host`).
 */
export function isSameOriginWrite(req: IncomingMessage, allowed: ReadonlyArray<string> = shopOrigins()): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true
  if (req.headers['sec-fetch-site'] === 'cross-site') return false
  const origin = req.headers.origin
  if (origin === undefined) return true
  if (allowed.includes(origin)) return true
  // Behind a proxy the browser's host is the forwarded one. A page elsewhere cannot add that header
  // to a request without a CORS preflight, which the shop never grants.
  const host = req.headers['x-forwarded-host'] ?? req.headers.host
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

const shopOrigins = () =>
  (process.env.SHOP_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
