import type { IncomingMessage } from 'node:http'

/** Unset trusts no proxy: a client could otherwise name any address in X-Forwarded-For and escape the per-client limits. */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): false | number | string {
  const value = env.TRUST_PROXY?.trim()
  if (!value || value === 'false') return false
  if (value === 'true')
    throw new Error('TRUST_PROXY=true would believe any client: name the proxies (loopback, 10.0.0.0/8) or their number')
  return /^\d+$/.test(value) ? Number(value) : value
}

/** IPv6 clients count by their /64, since one machine is given a whole /64 to step through. */
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
