import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Classic WebDriver (WebKit) cannot read the console, so every engine gets the same probe:
// a same-origin script, allowed by the shop's `script-src 'self'`, put first into each page.
export const PROBE_PATH = '/__engine-probe.js'

const PROBE = `(() => {
  const seen = (window.__engineProbe = [])
  const note = (text) => seen.push(String(text))
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) note('uncaught: ' + event.message)
    else if (event.target && event.target !== window) note('failed to load: ' + (event.target.src || event.target.href))
  }, true)
  addEventListener('unhandledrejection', (event) => note('unhandled rejection: ' + event.reason))
  addEventListener('securitypolicyviolation', (event) => note('CSP: ' + event.violatedDirective + ' ' + event.blockedURI))
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = (...args) => { note('console.' + level + ': ' + args.map(String).join(' ')); original.apply(console, args) }
  }
})()`

export type ProbeProxy = {
  server: Server
  url: string
  /** The scripts asked for in the next `ms` arrive only then. */
  holdScripts(ms: number): void
  /** How many scripts are being held now. */
  holding(): number
}

/** A proxy in front of the shop at `target` that adds the probe to every HTML page. */
export function startProbeProxy(target: string): Promise<ProbeProxy> {
  let holdScriptsUntil = 0
  let holding = 0
  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
      res.end(PROBE)
      return
    }
    const chunks: Array<Buffer> = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') headers.set(name, value)
      }
      // As a reverse proxy says where the browser sent it: the shop checks a write's Origin against it.
      if (req.headers.host) headers.set('x-forwarded-host', req.headers.host)
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      fetch(new URL(req.url ?? '/', target), { method: req.method, headers, body, redirect: 'manual' })
        .then(async (answer) => {
          const type = answer.headers.get('content-type') ?? ''
          let bytes = Buffer.from(await answer.arrayBuffer())
          if (type.startsWith('text/html')) {
            bytes = Buffer.from(bytes.toString('utf8').replace(/<head[^>]*>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`))
          }
          if (type.includes('javascript') && holdScriptsUntil > Date.now()) {
            holding += 1
            await new Promise((resolve) => setTimeout(resolve, holdScriptsUntil - Date.now()))
            holding -= 1
          }
          const out: Record<string, string | Array<string>> = {}
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) out[name] = value
          })
          if (answer.headers.getSetCookie().length > 0) out['set-cookie'] = answer.headers.getSetCookie()
          res.writeHead(answer.status, out)
          res.end(bytes)
        })
        .catch((error: unknown) => {
          res.writeHead(502)
          res.end(String(error))
        })
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://localhost:${(server.address() as AddressInfo).port}`,
        holdScripts: (ms) => void (holdScriptsUntil = Date.now() + ms),
        holding: () => holding,
      }),
    )
  })
}
