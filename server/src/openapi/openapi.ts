import { toJsonSchema } from '@valibot/to-json-schema'
import { API_COMPONENTS } from '#domain/storefront/schemas.js'
import type { Locale } from '#domain/locale/locales.js'
import { MARKETS } from '#domain/markets/markets.js'
import { submissionComponents, submissionPaths } from './openapiSubmissions.ts'
import { OPENAPI_TEXT, type OpenApiText } from './openapiText.ts'
import { CATALOGUE_FIELDS, describeFields } from './openapiFields.ts'

function localeParameter(text: OpenApiText) {
  return { name: 'locale', in: 'path', required: true, description: text.catalogue.locale, schema: { type: 'string', enum: ['en', 'zh'] } }
}

function jsonResponse(description: string, component: keyof typeof API_COMPONENTS) {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } } }
}

function componentSchemas(locale: Locale) {
  return Object.fromEntries(
    Object.entries(API_COMPONENTS).map(([name, schema]) => {
      const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>
      describeFields(json, CATALOGUE_FIELDS[locale])
      return [name, json]
    }),
  )
}

function searchOperation(text: OpenApiText) {
  const { summary, description, ok } = text.operations.getSearchIndex
  return {
    get: {
      tags: ['Catalogue'],
      operationId: 'getSearchIndex',
      summary,
      description,
      parameters: [
        localeParameter(text),
        {
          name: 'market',
          in: 'query',
          required: false,
          description: text.catalogue.market,
          schema: { type: 'string', enum: [...MARKETS] },
        },
      ],
      responses: { '200': jsonResponse(ok, 'SearchResource'), '404': { description: text.catalogue.noLocale } },
    },
  }
}

/** The document in one language: the same paths and schemas in each, only the prose differs. */
export function openApiDocument(locale: Locale = 'en') {
  const text = OPENAPI_TEXT[locale]
  return {
    openapi: '3.1.0',
    info: {
      title: text.info.title,
      version: '1.0.0',
      summary: text.info.summary,
      description: text.info.description,
      contact: { name: text.info.contact, email: 'developers@woodnest.com' },
    },
    servers: [{ url: '/', description: text.server }],
    // Redoc's `x-displayName`, only where the reader's name is not the tag's own.
    tags: Object.entries(text.tags).map(([name, { displayName, description }]) => ({
      name,
      ...(displayName === name ? {} : { 'x-displayName': displayName }),
      description,
    })),
    paths: {
      '/api/v1/{locale}/search.json': searchOperation(text),
      ...submissionPaths(text),
    },
    components: { schemas: { ...componentSchemas(locale), ...submissionComponents(text) } },
  }
}
