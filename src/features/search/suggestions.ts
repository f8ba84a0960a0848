import type { LinkOptions } from '@tanstack/react-router'
import type { Currency, ProductSummary } from '#domain/storefront/schemas'
import type { SearchEngine } from './engine'

export type Suggestion = {
  key: string
  group: 'products' | 'pages' | 'collections' | 'answers' | 'all'
  label: string
  product?: { summary: ProductSummary; currency: Currency }
  link: LinkOptions
}

const LIMITS = { products: 5, collections: 3, answers: 3 }

/** What the header suggests for a query, in display order, ending with "all results". */
export function suggestionsFor(engine: SearchEngine, query: string, allResultsLabel: string): Array<Suggestion> {
  const text = query.trim()
  if (!text) return []
  const hits = engine.find(text)
  return [
    ...hits.products.slice(0, LIMITS.products).map((product) => ({
      key: `product:${product.handle}`,
      group: 'products' as const,
      label: product.name,
      product: { summary: product, currency: engine.resource.currency },
      link: { to: '/collections/$collection/products/$product', params: { collection: product.collection, product: product.handle } },
    })),
    ...hits.pages.map((page) => ({
      key: `page:${page.id}`,
      group: 'pages' as const,
      label: page.title,
      link: { to: `/${page.id}` },
    })),
    ...hits.collections.slice(0, LIMITS.collections).map((collection) => ({
      key: `collection:${collection.handle}`,
      group: 'collections' as const,
      label: collection.title,
      link: { to: '/collections/$collection', params: { collection: collection.handle } },
    })),
    ...hits.faq.slice(0, LIMITS.answers).map((answer) => ({
      key: `faq:${answer.id}`,
      group: 'answers' as const,
      label: answer.question,
      link: { to: '/faq', hash: answer.id },
    })),
    { key: 'all', group: 'all' as const, label: allResultsLabel, link: { to: '/search', search: { q: text } } },
  ] as Array<Suggestion>
}
