import { toJsonSchema } from '@valibot/to-json-schema'
import { API_COMPONENTS } from '../../lib/storefront/schemas.ts'
import type { Locale } from '../../lib/locale/locales.ts'
import { submissionComponents, submissionPaths } from './openapiSubmissions.ts'
import { OPENAPI_TEXT, type OpenApiText } from './openapiText.ts'
import { CATALOGUE_FIELDS, describeFields } from './openapiFields.ts'

type Example = { path: string; value: unknown }

function catalogueParameters(text: OpenApiText, handleOf?: keyof OpenApiText['catalogue']['handle']) {
  const locale = {
    name: 'locale',
    in: 'path',
    required: true,
    description: text.catalogue.locale,
    schema: { type: 'string', enum: ['en', 'zh'] },
  }
  if (!handleOf) return [locale]
  const handle = {
    name: 'handle',
    in: 'path',
    required: true,
    description: text.catalogue.handle[handleOf],
    schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
  }
  return [locale, handle]
}

function jsonResponse(description: string, component: keyof typeof API_COMPONENTS, example: Example | undefined) {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${component}` },
        ...(example ? { examples: { [example.path]: { summary: example.path, value: example.value } } } : {}),
      },
    },
  }
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

type CatalogueOperation = 'listCollections' | 'getCollection' | 'getHighlights' | 'getProduct' | 'getSearchIndex'

function catalogueOperation(
  text: OpenApiText,
  operationId: CatalogueOperation,
  component: keyof typeof API_COMPONENTS,
  example: Example | undefined,
  handleOf?: keyof OpenApiText['catalogue']['handle'],
) {
  const { summary, description, ok } = text.operations[operationId]
  return {
    get: {
      tags: ['Catalogue'],
      operationId,
      summary,
      description,
      parameters: catalogueParameters(text, handleOf),
      responses: {
        '200': jsonResponse(ok, component, example),
        '404': { description: handleOf ? text.catalogue.notFound : text.catalogue.noLocale },
      },
    },
  }
}

/** The document in one language: the same paths, schemas and examples in each, only the prose differs. */
export function openApiDocument(
  examples: { collections?: Example; collection?: Example; product?: Example; highlights?: Example },
  locale: Locale = 'en',
) {
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
      '/api/v1/{locale}/collections.json': catalogueOperation(text, 'listCollections', 'CollectionsResource', examples.collections),
      '/api/v1/{locale}/collections/{handle}.json': catalogueOperation(
        text,
        'getCollection',
        'CollectionPageResource',
        examples.collection,
        'collection',
      ),
      '/api/v1/{locale}/highlights.json': catalogueOperation(text, 'getHighlights', 'HighlightsResource', examples.highlights),
      '/api/v1/{locale}/products/{handle}.json': catalogueOperation(text, 'getProduct', 'ProductResource', examples.product, 'product'),
      '/api/v1/{locale}/search.json': catalogueOperation(text, 'getSearchIndex', 'SearchResource', undefined),
      ...submissionPaths(text),
    },
    components: { schemas: { ...componentSchemas(locale), ...submissionComponents(text) } },
  }
}
