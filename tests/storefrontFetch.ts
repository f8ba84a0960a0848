import { inject } from 'vitest'
import { openApiFiles } from '../src/build/openApiFiles'

// Taken before any test stubs the global.
const realFetch = globalThis.fetch
const documents = openApiFiles()

/**
 * A fetch that answers as the running shop does: the Shop API and the search index from the real
 * Vendure the run started (tests/shopEngineSetup.ts), the OpenAPI documents the build publishes,
 * else 404.
 */
export async function storefrontFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  if (/^\/(?:shop-api$|api\/v1\/)/.test(url.pathname)) return realFetch(`${inject('shopOrigin')}${url.pathname}${url.search}`, init)
  const body = documents.get(url.pathname)
  return body === undefined
    ? new Response('Not found', { status: 404 })
    : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}
