import { queryOptions } from '@tanstack/react-query'
import { request } from '#domain/http'
import type { Locale } from '#domain/locale/locales'
import { openApiDocumentPath } from './documentPath'
import { toApiReference, type ApiReference } from './reference'
import { OpenApiDocumentSchema } from './schema'

// Does not read `location`: the page is prerendered.
export function openApiDocumentUrl(locale: Locale): string {
  const path = openApiDocumentPath(locale)
  const base: unknown = import.meta.env.VITE_API_BASE_URL
  return typeof base === 'string' && base !== '' ? new URL(path, base).href : path
}

const apiDocsKeys = {
  all: ['api-docs'] as const,
  reference: (locale: Locale) => [...apiDocsKeys.all, 'reference', locale] as const,
}

async function fetchApiReference(locale: Locale, signal?: AbortSignal): Promise<ApiReference> {
  const document = await request(openApiDocumentPath(locale), { schema: OpenApiDocumentSchema, ...(signal ? { signal } : {}) })
  return toApiReference(document)
}

// The prerendered page has it in its markup, not its state, so the browser fetches it while hydrating.
export const apiReferenceQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: apiDocsKeys.reference(locale),
    queryFn: ({ signal }) => fetchApiReference(locale, signal),
    meta: { inPageState: false },
  })
