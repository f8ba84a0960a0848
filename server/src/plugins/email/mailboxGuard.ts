import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'

const MAILBOX = /^\/mailbox(?:[/?]|$)/
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a request may see the development mailbox: it shows shoppers' emails, so only a browser
 * on this machine may, and never through a proxy (which would make every visitor look local).
 */
export function mayOpenMailbox(req: IncomingMessage, smtpConfigured: boolean): boolean {
  if (smtpConfigured) return false
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'].some((name) => req.headers[name] !== undefined)
  // The address the browser asked for must be this machine too: a page of another site whose name
  // was rebound to 127.0.0.1 sends its own host name.
  const host = (req.headers.host ?? '').replace(/:\d+$/, '')
  return !forwarded && LOOPBACK.has(req.socket.remoteAddress ?? '') && LOCAL_HOSTS.has(host)
}

export const isMailboxPath = (url: string) => MAILBOX.test(url)

/** The mailbox page's own script, allowed by its hash: the shop's CSP would block it, and it needs no other. */
function mailboxScriptHash(): string {
  const require = createRequire(import.meta.url)
  const html = readFileSync(require.resolve('@vendure/email-plugin/dev-mailbox.html'), 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

let csp: string | undefined

/** The mailbox's own headers: its inline script and styles, its JSON from this origin, the emails in a frame without scripts. */
export function setMailboxHeaders(res: ServerResponse): void {
  csp ??= [
    "default-src 'none'",
    `script-src ${mailboxScriptHash()}`,
    // The mailbox's stylesheet and the emails' own inline styles.
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
