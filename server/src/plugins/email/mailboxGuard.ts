import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'

const MAILBOX = /^\/mailbox(?:[/?]|$)/
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The mailbox shows shoppers' emails: a browser on this machine only, never through a proxy (every visitor would look local). */
export function mayOpenMailbox(req: IncomingMessage, smtpConfigured: boolean): boolean {
  if (smtpConfigured) return false
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'].some((name) => req.headers[name] !== undefined)
  // Against DNS rebinding: another site's name rebound to 127.0.0.1 still sends its own host name.
  const host = (req.headers.host ?? '').replace(/:\d+$/, '')
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '') && LOCAL_HOSTS.has(host)
}

export const isMailboxPath = (url: string) => MAILBOX.test(url)

/** The mailbox page's own inline script, allowed by its hash and no other script. */
function mailboxScriptHash(): string {
  const require = createRequire(import.meta.url)
  const html = readFileSync(require.resolve('@vendure/email-plugin/dev-mailbox.html'), 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

let csp: string | undefined

export function setMailboxHeaders(res: ServerResponse): void {
  csp ??= [
    "default-src 'none'",
    `script-src ${mailboxScriptHash()}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
  res.setHeader('Content-Security-Policy', csp)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
}
