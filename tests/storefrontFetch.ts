import { inject } from 'vitest'
import { openApiFiles } from '../tools/build/openApiFiles'

// Taken before any test stubs the global.
const realFetch = globalThis.fetch
const documents = openApiFiles()

// The browser's cookie jar for the shop's origin: Vendure's session cookie (the cart is its active order).
const jar = new Map<string, string>()

/** A new browser: no session, so no cart. */
export function clearShopSession(): void {
  jar.clear()
}

async function withSession(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
  const response = await realFetch(url, { ...init, headers })
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    jar.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return response
}

/**
 * A fetch that answers as the running shop does: the Shop API (with the session cookie, as a
 * browser keeps it) and the search index from the real Vendure the run started
 * (tests/shopEngineSetup.ts), the OpenAPI documents the build publishes, else 404.
 */
export async function storefrontFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (/^\/(?:shop-api$|api\/v1\/)/.test(url.pathname)) return withSession(`${inject('shopOrigin')}${url.pathname}${url.search}`, init)
  const body = documents.get(url.pathname)
  return body === undefined
    ? new Response('Not found', { status: 404 })
    : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}
