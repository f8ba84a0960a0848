import type { Locale } from '#domain/locale/locales'

// Kept free of runtime imports: the build (tools/build/openApiFiles.ts) publishes each document here.
/** Where the OpenAPI document of a language is published; English keeps its first address. */
export function openApiDocumentPath(locale: Locale): string {
  return locale === 'en' ? '/openapi.json' : `/openapi.${locale}.json`
}
