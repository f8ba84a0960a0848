import MiniSearch, { type SearchOptions } from 'minisearch'
import type { CollectionSummary, ProductSummary, SearchResource } from '#domain/storefront/schemas'
import { SEARCH_OPTIONS, indexOptions } from '#domain/search/searchIndex'
import { isHan, processTerm, tokenize } from '#domain/search/searchText'

// Exact words first; typos only when they find nothing; any of the words only when all of them find nothing.
const STAGES: ReadonlyArray<SearchOptions> = [{ fuzzy: false }, {}, { combineWith: 'OR' }]

// A result far weaker than the best one only mentions the word in passing.
const RELATIVE_CUTOFF = 0.2

type SearchHits = {
  products: Array<ProductSummary>
  collections: Array<CollectionSummary>
  faq: Array<{ id: string; question: string }>
  pages: SearchResource['pages']
}

export type SearchEngine = {
  find: (query: string) => SearchHits
  /** The query with its unknown words replaced by the closest words of the catalogue, if that finds anything. */
  correct: (query: string) => string | undefined
  resource: SearchResource
}

// Edits between two words, a swap of neighbours counting as one (`sfoa` is one from `sofa`).
function typoDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

// A short word has too many neighbours to guess from: `zz` is two edits from `it`.
const allowedEdits = (term: string) => (isHan(term) ? Math.min(1, term.length - 1) : term.length < 3 ? 0 : term.length <= 5 ? 1 : 2)

// The closest word within reach, and of equally close ones the one more pieces use.
function closestTerm(term: string, candidates: ReadonlyArray<string>): string | undefined {
  const counts = new Map<string, number>()
  for (const candidate of candidates) {
    if (typoDistance(term, candidate) <= allowedEdits(term)) counts.set(candidate, (counts.get(candidate) ?? 0) + 1)
  }
  const score = ([candidate, count]: [string, number]) => typoDistance(term, candidate) * 1000 - count
  return [...counts].sort((a, b) => score(a) - score(b))[0]?.[0]
}

const normalized = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()

export function createSearchEngine(resource: SearchResource): SearchEngine {
  const index = MiniSearch.loadJS(resource.index as never, indexOptions(resource.locale))
  const products = new Map(resource.products.map((product) => [product.handle, product]))
  const collections = new Map(resource.collections.map((collection) => [collection.handle, collection]))
  const faq = new Map(resource.faq.map((item) => [item.id, item]))
  const pages = new Map(resource.pages.map((page) => [page.id as string, page]))
  const names = new Map<string, string>([
    ...resource.products.map((product) => [`product:${product.handle}`, normalized(product.name)] as const),
    ...resource.collections.map((collection) => [`collection:${collection.handle}`, normalized(collection.title)] as const),
    ...resource.faq.map((item) => [`faq:${item.id}`, normalized(item.question)] as const),
    ...resource.pages.map((page) => [`page:${page.id}`, normalized(page.title)] as const),
  ])

  function firstStageWithHits(query: string) {
    for (const stage of STAGES) {
      const hits = index.search(query, { ...SEARCH_OPTIONS, ...stage })
      if (hits.length > 0) return hits
    }
    return []
  }

  function results(query: string): Array<string> {
    const found = firstStageWithHits(query)
    const best = found[0]?.score ?? 0
    const exact = normalized(query)
    // A SKU (`handle/colour/side`) or a handle names its product.
    const code = `product:${exact.split('/')[0]}`
    const rank = (id: string) => (id === code ? 2 : names.get(id) === exact ? 1 : 0)
    const ids = found.filter((hit) => hit.score >= best * RELATIVE_CUTOFF).map((hit) => String(hit.id))
    return [...new Set([...(products.has(code.slice(8)) ? [code] : []), ...ids])].sort((a, b) => rank(b) - rank(a))
  }

  function find(query: string): SearchHits {
    const hits: SearchHits = { products: [], collections: [], faq: [], pages: [] }
    if (!query.trim()) return hits
    for (const id of results(query)) {
      const [kind, handle = ''] = id.split(':')
      if (kind === 'product' && products.has(handle)) hits.products.push(products.get(handle)!)
      if (kind === 'collection' && collections.has(handle)) hits.collections.push(collections.get(handle)!)
      if (kind === 'faq' && faq.has(handle)) hits.faq.push(faq.get(handle)!)
      if (kind === 'page' && pages.has(handle)) hits.pages.push(pages.get(handle)!)
    }
    return hits
  }

  function correct(query: string): string | undefined {
    let changed = false
    const words = tokenize(query, resource.locale).map((word) => {
      const term = processTerm(word)
      if (!term || index.search(term, { ...SEARCH_OPTIONS, fuzzy: false }).length > 0) return word
      const candidates = index.search(term, { ...SEARCH_OPTIONS, prefix: false, fuzzy: 2 }).flatMap((hit) => hit.terms)
      const closest = closestTerm(
        term,
        candidates.filter((candidate) => candidate in resource.vocabulary),
      )
      const written = closest && resource.vocabulary[closest]
      if (!written) return word
      changed = true
      return written
    })
    // Chinese words join without a space; anything next to a Latin word keeps one.
    const corrected = words.reduce(
      (text, word, i) => (i > 0 && isHan(word) && isHan(words[i - 1]!) ? text + word : i > 0 ? `${text} ${word}` : word),
      '',
    )
    return changed && results(corrected).length > 0 ? corrected : undefined
  }

  return { find, correct, resource }
}
