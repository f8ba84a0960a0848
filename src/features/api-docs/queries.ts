import { queryOptions } from '@tanstack/react-query'
import { request } from '@/lib/http'
import { toApiReference, type ApiReference } from './reference'
import { OpenApiDocumentSchema } from './schema'

const OPENAPI_PATH = '/openapi.json'

// Does not read `location`: the page is prerendered.
export function openApiDocumentUrl(): string {
  const base: unknown = import.meta.env.VITE_API_BASE_URL
  return typeof base === 'string' && base !== '' ? new URL(OPENAPI_PATH, base).href : OPENAPI_PATH
}

const apiDocsKeys = {
  all: ['api-docs'] as const,
  reference: () => [...apiDocsKeys.all, 'reference'] as const,
}

async function fetchApiReference(signal?: AbortSignal): Promise<ApiReference> {
  return toApiReference(await request(OPENAPI_PATH, { schema: OpenApiDocumentSchema, ...(signal ? { signal } : {}) }))
}

// The prerendered page has it in its markup, not its state, so the browser fetches it while hydrating.
export const apiReferenceQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.reference(),
    queryFn: ({ signal }) => fetchApiReference(signal),
    meta: { inPageState: false },
  })
