import type { IncomingMessage } from 'node:http'

/**
 * `TRUST_PROXY`: which proxies in front of the shop Express believes about the client (its address
 * in `X-Forwarded-For`, `https` in `X-Forwarded-Proto`). Unset, none: a client could otherwise
 * name any address and escape the per-client limits. Express's own values: `true`, a number of
 * hops, or addresses and subnets (`loopback`, `10.0.0.0/8`, comma-separated).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): boolean | number | string {
  const value = env.TRUST_PROXY?.trim()
  if (!value || value === 'false') return false
  if (value === 'true') return true
  return /^\d+$/.test(value) ? Number(value) : value
}

/**
 * The client's address as the limits count it: Express's `req.ip` (the proxy's word, when
 * TRUST_PROXY trusts it), else the socket's. An IPv4 client of a dual-stack socket arrives as
 * `::ffff:1.2.3.4`: one client, one form of its address.
 */
export function clientAddress(req: IncomingMessage | undefined): string {
  const address = (req as (IncomingMessage & { ip?: string }) | undefined)?.ip ?? req?.socket.remoteAddress ?? 'unknown'
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}
