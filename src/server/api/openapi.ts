import { toJsonSchema } from '@valibot/to-json-schema'
import { API_COMPONENTS } from '../../lib/storefront/schemas.ts'
import { SUBMISSION_TAGS, submissionComponents, submissionPaths } from './openapiSubmissions.ts'

type Example = { path: string; value: unknown }

const localeParameter = {
  name: 'locale',
  in: 'path',
  required: true,
  description: 'Language of the texts; it also sets the currency (en: USD, zh: CNY).',
  schema: { type: 'string', enum: ['en', 'zh'] },
}
const handleParameter = (what: string) => ({
  name: 'handle',
  in: 'path',
  required: true,
  description: `The ${what}'s handle, as in its shop URL.`,
  schema: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
})
const notFound = { description: 'No such locale or handle.' }

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

function componentSchemas() {
  return Object.fromEntries(
    Object.entries(API_COMPONENTS).map(([name, schema]) => {
      const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>
      return [name, json]
    }),
  )
}

export function openApiDocument(examples: { collections?: Example; collection?: Example; product?: Example; highlights?: Example }) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Woodnest Storefront API',
      version: '1.0.0',
      summary: 'Collections, products, prices and stock of the Woodnest shop, in English and Chinese, and its forms.',
      description:
        'Read-only catalogue resources, published as static JSON with every build, and the endpoints the forms post to (contact, enterprise inquiries, launch subscriptions, order requests). No key is needed. Prices are in the currency of the locale: US dollars for `en`, yuan for `zh`.',
      contact: { name: 'Woodnest developers', email: 'developers@woodnest.com' },
    },
    servers: [{ url: '/', description: 'The shop itself' }],
    tags: [{ name: 'Catalogue', description: 'Collections and products.' }, ...SUBMISSION_TAGS],
    paths: {
      '/api/v1/{locale}/collections.json': {
        get: {
          tags: ['Catalogue'],
          operationId: 'listCollections',
          summary: 'List the collections',
          description: 'Every collection, the sale included, with the number of products in it.',
          parameters: [localeParameter],
          responses: { '200': jsonResponse('The collections.', 'CollectionsResource', examples.collections), '404': notFound },
        },
      },
      '/api/v1/{locale}/collections/{handle}.json': {
        get: {
          tags: ['Catalogue'],
          operationId: 'getCollection',
          summary: 'Get a collection and its products',
          description: 'A collection with a summary of each of its products (the sale lists every discounted product).',
          parameters: [localeParameter, handleParameter('collection')],
          responses: { '200': jsonResponse('The collection.', 'CollectionPageResource', examples.collection), '404': notFound },
        },
      },
      '/api/v1/{locale}/highlights.json': {
        get: {
          tags: ['Catalogue'],
          operationId: 'getHighlights',
          summary: 'Get the highlights',
          description: 'The eight newest products and the four deepest discounts, as the home page shows them.',
          parameters: [localeParameter],
          responses: { '200': jsonResponse('The highlights.', 'HighlightsResource', examples.highlights), '404': notFound },
        },
      },
      '/api/v1/{locale}/products/{handle}.json': {
        get: {
          tags: ['Catalogue'],
          operationId: 'getProduct',
          summary: 'Get a product',
          description: 'A product with its variants (colour × orientation), stock or lead time, and related products.',
          parameters: [localeParameter, handleParameter('product')],
          responses: { '200': jsonResponse('The product.', 'ProductResource', examples.product), '404': notFound },
        },
      },
      '/api/v1/{locale}/search.json': {
        get: {
          tags: ['Catalogue'],
          operationId: 'getSearchIndex',
          summary: 'Get the search index',
          description:
            'Everything the shop search can find (product summaries, collections, FAQ questions) and a prebuilt [MiniSearch](https://github.com/lucaong/minisearch) index over it, which the shop loads in the browser the first time a shopper uses the search. `vocabulary` maps each indexed word stem to the word as written, for "did you mean".',
          parameters: [localeParameter],
          responses: { '200': jsonResponse('The search index.', 'SearchResource', undefined), '404': notFound },
        },
      },
      ...submissionPaths(),
    },
    components: { schemas: { ...componentSchemas(), ...submissionComponents() } },
  }
}
