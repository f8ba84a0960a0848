import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { request } from '@/lib/http'
import { firstPageHydrated } from '@/lib/pageHydration'
import { toApiReference } from './reference'
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

export const apiReferenceQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.reference(),
    queryFn: async ({ signal }) => toApiReference(await request(OPENAPI_PATH, { schema: OpenApiDocumentSchema, signal })),
    // The page is prerendered with the reference, but the document (7 KB gzip) is not copied into
    // it: the browser fetches it as the page starts (`loadApiReference`), and the HTML stays small.
    meta: { inPrerenderedState: false },
    // A failure is the page's to show (with Try again); the loader has already asked once.
    retryOnMount: false,
  })

/** How long the page the browser opens on waits for the document before it hydrates anyway. */
const FIRST_PAGE_WAIT_MS = 2_000

/**
 * The route's share of the loading. The prerender must have the document: without it the build
 * fails. The page the browser opens on is prerendered with the reference, and hydrates once the
 * document is here or after a short wait (the prerendered reference then stays until it comes:
 * `ApiDocsPage`). Reached from another page, it shows at once, the reference behind a skeleton.
 */
export function loadApiReference(queryClient: QueryClient): Promise<unknown> | undefined {
  const options = apiReferenceQueryOptions()
  if (import.meta.env.SSR) return queryClient.fetchQuery(options)
  const reference = queryClient.prefetchQuery(options)
  if (firstPageHydrated()) return undefined
  return Promise.race([reference, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])
}
