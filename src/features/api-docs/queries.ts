import { queryOptions } from '@tanstack/react-query'
import { request } from '@/lib/http'
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
    // it: the browser fetches it before hydrating, and the HTML stays small.
    meta: { inPrerenderedState: false },
  })
