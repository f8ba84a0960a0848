import type { Plugin } from 'vite'
import { LOCALES } from '../lib/locale/locales.ts'
import { catalogueResources } from '../features/catalogue/source/resources.ts'
import { apiPaths } from '../lib/storefront/paths.ts'
import type { AuthoredCollection, AuthoredProduct } from '../features/catalogue/source/types.ts'
import { openApiDocument } from '../server/api/openapi.ts'
import { openApiDocumentPath } from '../features/api-docs/documentPath.ts'
import type { CollectionPageResource, CollectionsResource, ProductResource } from '../lib/storefront/schemas.ts'
import { FAQ } from '../features/faq/faqContent.ts'
import { searchResource } from './searchFiles.ts'

type Catalogue = { collections: ReadonlyArray<AuthoredCollection>; products: ReadonlyArray<AuthoredProduct> }

/** Every file of the storefront API, by URL path: the catalogue, its search index and the OpenAPI document per locale. */
export function storefrontFiles({ collections, products }: Catalogue): Map<string, unknown> {
  const files = new Map<string, unknown>()
  for (const locale of LOCALES) {
    for (const [path, resource] of catalogueResources(collections, products, locale)) files.set(path, resource)
  }
  for (const locale of LOCALES) {
    const { currency, collections: collectionSummaries } = files.get(apiPaths.collections(locale)) as CollectionsResource
    const productOf = (handle: string, inLocale = locale) => (files.get(apiPaths.product(inLocale, handle)) as ProductResource).product
    const summaries = products.map(({ handle, collection }) => {
      const listed = (files.get(apiPaths.collection(locale, collection)) as CollectionPageResource).products
      return listed.find((summary) => summary.handle === handle)!
    })
    files.set(
      apiPaths.search(locale),
      searchResource({
        locale,
        currency,
        collections: collectionSummaries,
        products: summaries.map((summary) => ({
          summary,
          product: productOf(summary.handle),
          englishName: productOf(summary.handle, 'en').name,
        })),
        faq: FAQ,
      }),
    )
  }
  const example = (path: string) => ({ path, value: files.get(path) })
  // Every language's document shows the same (English) examples: only the prose is translated.
  const examples = {
    collections: example(apiPaths.collections('en')),
    collection: example(apiPaths.collection('en', 'kova')),
    product: example(apiPaths.product('en', 'kova-l-shape-ottoman')),
    highlights: example(apiPaths.highlights('en')),
  }
  for (const locale of LOCALES) files.set(openApiDocumentPath(locale), openApiDocument(examples, locale))
  return files
}

/**
 * Publishes the catalogue as the storefront API's static JSON (an embedded default any CDN can
 * serve) with the build, and serves the same files from the dev server.
 */
export function storefrontApi(catalogue: Catalogue): Plugin {
  return {
    name: 'shop:storefront-api',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname
        const file = storefrontFiles(catalogue).get(path)
        if (file === undefined) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(JSON.stringify(file))
      })
    },
    generateBundle() {
      for (const [path, body] of storefrontFiles(catalogue)) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: JSON.stringify(body) })
      }
    },
  }
}
