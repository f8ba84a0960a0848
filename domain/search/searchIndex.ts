import type { Options, SearchOptions } from 'minisearch'
import type { Locale } from '../locale/locales.ts'
import { hanCharacters, isHan, processTerm, tokenize } from './searchText.ts'

type SearchKind = 'product' | 'collection' | 'faq' | 'page'

export type SearchDocument = {
  id: string
  kind: SearchKind
  name: string
  keywords: string
  details: string
  text: string
}

/** The build and the browser must use the very same options. */
export function indexOptions(locale: Locale): Options<SearchDocument> {
  return {
    fields: ['name', 'nameCharacters', 'keywords', 'details', 'text'],
    storeFields: ['kind'],
    extractField: (document, field) => (field === 'nameCharacters' ? document.name : document[field as keyof SearchDocument]),
    tokenize: (text, field) => (field === 'nameCharacters' ? hanCharacters(text) : tokenize(text, locale)),
    processTerm,
  }
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 6, nameCharacters: 1, keywords: 3, details: 1.5, text: 1 },
  prefix: (term) => term.length > 1 || isHan(term),
  fuzzy: (term) => (!isHan(term) && term.length >= 4 ? 0.2 : false),
  combineWith: 'AND',
}
