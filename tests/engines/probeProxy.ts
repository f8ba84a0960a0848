import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Classic WebDriver (WebKit) cannot read the console, so every engine gets the same probe:
// a same-origin script, allowed by the shop's `script-src 'self'`, put first into each page.
export const PROBE_PATH = '/__engine-probe.js'
// `GET /__engine-hold-scripts?ms=N`: the shop's scripts asked for in the next N ms arrive only then.
export const HOLD_PATH = '/__engine-hold-scripts'

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

/** A proxy in front of the shop at `target` that adds the probe to every HTML page. */
export function startProbeProxy(target: string): Promise<{ server: Server; url: string }> {
  let holdScriptsUntil = 0
  const server = createServer((req, res) => {
    if (req.url?.startsWith(HOLD_PATH)) {
      holdScriptsUntil = Date.now() + Number(new URL(req.url, target).searchParams.get('ms'))
      res.writeHead(204)
      res.end()
      return
    }
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
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      fetch(new URL(req.url ?? '/', target), { method: req.method, headers, body, redirect: 'manual' })
        .then(async (answer) => {
          const type = answer.headers.get('content-type') ?? ''
          let bytes = Buffer.from(await answer.arrayBuffer())
          if (type.startsWith('text/html')) {
            bytes = Buffer.from(bytes.toString('utf8').replace(/<head[^>]*>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`))
          }
          const script = type.includes('javascript')
          if (script) await new Promise((resolve) => setTimeout(resolve, holdScriptsUntil - Date.now()))
          const out: Record<string, string | Array<string>> = {}
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'set-cookie'].includes(name)) out[name] = value
          })
          // Every page load asks the proxy for its scripts again, so a test can hold any of them.
          if (script) out['cache-control'] = 'no-store'
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
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://localhost:${(server.address() as AddressInfo).port}` }))
  })
}
