import type { IncomingMessage } from 'node:http'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The session is a cookie, so a write from another site's page is refused; a request without `Origin` is no browser's. */
export function isSameOriginWrite(req: IncomingMessage, allowed: ReadonlyArray<string> = shopOrigins()): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return true
  if (req.headers['sec-fetch-site'] === 'cross-site') return false
  const origin = req.headers.origin
  if (origin === undefined) return true
  if (allowed.includes(origin)) return true
  // A page elsewhere cannot add X-Forwarded-Host without a CORS preflight, which the shop never grants.
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
