import { request } from '@/lib/http'
import { firstPageHydrated } from '@/lib/pageHydration'
import type { QueryClientSource } from '@/lib/queryClientSource'
import { firstReferenceOf } from './firstReference'
import { toApiReference, type ApiReference } from './reference'
import { OpenApiDocumentSchema } from './schema'

/** Where the document is served: beside the API it describes. */
export const OPENAPI_PATH = '/openapi.json'

/**
 * The address of the JSON for the download link, without reading `location` (the page is
 * prerendered): relative to the shop unless the API lives on its own host.
 */
export function openApiDocumentUrl(): string {
  const base: unknown = import.meta.env.VITE_API_BASE_URL
  return typeof base === 'string' && base !== '' ? new URL(OPENAPI_PATH, base).href : OPENAPI_PATH
}

export const apiDocsKeys = {
  all: ['api-docs'] as const,
  reference: () => [...apiDocsKeys.all, 'reference'] as const,
}

/** Fetches the document and reads it into the reference the page shows. */
export async function fetchApiReference(signal?: AbortSignal): Promise<ApiReference> {
  return toApiReference(await request(OPENAPI_PATH, { schema: OpenApiDocumentSchema, ...(signal ? { signal } : {}) }))
}

/** How long the page the browser opens on waits for the document before it hydrates anyway. */
const FIRST_PAGE_WAIT_MS = 2_000

const waitForFirstPage = () => new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))

/**
 * The route's share of the loading. The prerender must have the document: without it the build
 * fails. The page the browser opens on is prerendered with the reference, but the document (7 KB
 * gzip) is not copied into it: the browser fetches it as the page starts, without Query
 * (`firstReference.ts`), and hydrates once it is here or after a short wait (the prerendered
 * reference then stays until it comes: `ApiDocsPage`). Reached from another page, it shows once
 * Query and its reader are here, the reference behind a skeleton (`LiveReference`).
 */
export async function loadApiReference(queries: QueryClientSource): Promise<unknown> {
  const first = firstReferenceOf(queries)
  if (import.meta.env.SSR) return first.set(await fetchApiReference())
  if (!firstPageHydrated()) return Promise.race([first.start(fetchApiReference), waitForFirstPage()])
  const [client, live] = await Promise.all([queries.load(), import('./LiveReference')])
  void live.prefetchApiReference(client, first.data())
  return undefined
}
