import { storefrontFiles } from '../src/build/storefrontApi'
import { COLLECTIONS, PRODUCTS } from '../src/build/authoredCatalogue'

const files = storefrontFiles({ collections: COLLECTIONS, products: PRODUCTS })

/** A fetch that answers as the built shop does: the storefront API's files, else 404. */
export async function storefrontFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  const body = files.get(url.pathname)
  return body === undefined
    ? new Response('Not found', { status: 404 })
    : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
}
