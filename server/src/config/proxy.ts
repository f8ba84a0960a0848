import type { IncomingMessage } from 'node:http'

/**
 * `TRUST_PROXY`: which proxies in front of the shop Express believes about the client (its address
 * in `X-Forwarded-For`, `https` in `X-Forwarded-Proto`). Unset, none: a client could otherwise
 * name any address and escape the per-client limits. Express's own values: `true`, a number of
 * hops, or addresses and subnets (`loopback`, `10.0.0.0/8`, comma-separated).
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): false | number | string {
  const value = env.TRUST_PROXY?.trim()
  if (!value || value === 'false') return false
  // `true` believes the leftmost X-Forwarded-For, which the client writes: every limit could be dodged.
  if (value === 'true')
    throw new Error('TRUST_PROXY=true would believe any client: name the proxies (loopback, 10.0.0.0/8) or their number')
  return /^\d+$/.test(value) ? Number(value) : value
}

/**
 * The client as the limits count it: Express's `req.ip` (the proxy's word, when TRUST_PROXY trusts
 * it), else the socket's address. IPv4 as it is (a dual-stack socket's `::ffff:1.2.3.4` too);
 * IPv6 by its /64, since one machine is given a whole /64 to step through.
 */
export function clientAddress(req: IncomingMessage | undefined): string {
  const address = (req as (IncomingMessage & { ip?: string }) | undefined)?.ip ?? req?.socket.remoteAddress ?? 'unknown'
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
