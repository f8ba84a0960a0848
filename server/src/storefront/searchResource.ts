import MiniSearch from 'minisearch'
import { pinyin } from 'pinyin-pro'
import type { Locale } from '#domain/locale/locales.js'
import type { CollectionSummary, SearchResource } from '#domain/storefront/schemas.js'
import type { SearchableProduct } from '#domain/storefront/vendure.js'
import type { FaqGroup } from '#domain/faq/faqContent.js'
import { indexOptions, type SearchDocument } from '#domain/search/searchIndex.js'
import { isHan, processTerm, tokenize } from '#domain/search/searchText.js'

type SearchSource = {
  locale: Locale
  currency: SearchResource['currency']
  collections: ReadonlyArray<CollectionSummary>
  products: ReadonlyArray<{ product: SearchableProduct; englishName: string }>
  faq: ReadonlyArray<FaqGroup>
  pages: ReadonlyArray<{ id: SearchResource['pages'][number]['id']; title: string; keywords: string; text: string }>
}

// `shafa` and `sf` find 沙发 for a shopper typing without an input method.
function pinyinOf(text: string): string {
  return tokenize(text, 'zh')
    .filter(isHan)
    .flatMap((word) => [
      pinyin(word, { toneType: 'none', type: 'array', v: true }).join(''),
      pinyin(word, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
    ])
    .join(' ')
}

export function searchResource({ locale, currency, collections, products, faq, pages }: SearchSource): SearchResource {
  const alsoIn = (text: string, english = '') => (locale === 'zh' ? `${pinyinOf(text)} ${english}` : '')
  const titleOf = new Map(collections.map((collection) => [collection.handle, collection.title]))
  const documents: Array<SearchDocument> = [
    ...products.map(({ product: { card, skus, materials, description }, englishName }) => ({
      id: `product:${card.handle}`,
      kind: 'product' as const,
      name: card.name,
      keywords: [titleOf.get(card.collection), card.handle, ...skus, alsoIn(card.name, englishName)].join(' '),
      details: [...card.colours.map((colour) => colour.name), materials].join(' '),
      text: `${card.summary} ${description}`,
    })),
    ...collections.map((collection) => ({
      id: `collection:${collection.handle}`,
      kind: 'collection' as const,
      name: collection.title,
      keywords: `${collection.handle} ${alsoIn(collection.title)}`,
      details: '',
      text: collection.description,
    })),
    ...pages.map((page) => ({
      id: `page:${page.id}`,
      kind: 'page' as const,
      name: page.title,
      keywords: `${page.keywords} ${alsoIn(page.title)}`,
      details: '',
      text: page.text,
    })),
    ...faq.flatMap((group) =>
      group.items.map((item) => ({
        id: `faq:${item.id}`,
        kind: 'faq' as const,
        name: item.q[locale],
        keywords: group.title[locale],
        details: '',
        // The shop's terms fill the answer in the page (src/features/faq/faqTerms.ts); the index holds its words around them.
        text: item.a[locale].replace(/\{\w+\}/g, ''),
      })),
    ),
  ]
  const index = new MiniSearch(indexOptions(locale))
  index.addAll(documents)

  // For "did you mean": the words a shopper may type, as written.
  const vocabulary: Record<string, string> = {}
  for (const document of documents) {
    for (const word of tokenize(`${document.name} ${document.keywords} ${document.details}`, locale)) {
      const term = processTerm(word)
      if (term && !isHan(term) && !(term in vocabulary)) vocabulary[term] = word.toLowerCase()
    }
  }

  return {
    locale,
    currency,
    products: products.map(({ product }) => product.card),
    collections: [...collections],
    faq: faq.flatMap((group) => group.items.map((item) => ({ id: item.id, question: item.q[locale] }))),
    pages: pages.map(({ id, title }) => ({ id, title })),
    vocabulary,
    index: index.toJSON() as unknown as Record<string, unknown>,
  }
}
