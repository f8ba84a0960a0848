import { queryOptions } from '@tanstack/react-query'
import { request } from '@/lib/http'
import { toApiReference, type ApiReference } from './reference'
import { OpenApiDocumentSchema } from './schema'

/** Where the document is served: beside the API it describes. */
const OPENAPI_PATH = '/openapi.json'

/**
 * The address of the JSON for the download link, without reading `location` (the page is
 * prerendered): relative to the shop unless the API lives on its own host.
 */
export function openApiDocumentUrl(): string {
  const base: unknown = import.meta.env.VITE_API_BASE_URL
  return typeof base === 'string' && base !== '' ? new URL(OPENAPI_PATH, base).href : OPENAPI_PATH
}

const apiDocsKeys = {
  all: ['api-docs'] as const,
  reference: () => [...apiDocsKeys.all, 'reference'] as const,
}

/** Fetches the document and reads it into the reference the page shows. */
async function fetchApiReference(signal?: AbortSignal): Promise<ApiReference> {
  return toApiReference(await request(OPENAPI_PATH, { schema: OpenApiDocumentSchema, ...(signal ? { signal } : {}) }))
}

/**
 * The reference the page shows. The prerendered page has it in its markup but not in its state
 * (7 KB gzip of HTML), so the browser fetches it while the rest of the page hydrates.
 */
export const apiReferenceQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.reference(),
    queryFn: ({ signal }) => fetchApiReference(signal),
    meta: { inPageState: false },
  })
