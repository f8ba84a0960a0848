import { stemmer } from 'stemmer'
import type { Locale } from '../locale/locales.ts'

const HAN = /\p{Script=Han}/u
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'or', 'by'])

const SYNONYMS = [
  ['sofa', 'couch', 'settee'],
  ['ottoman', 'footstool', 'pouf', 'pouffe', 'footrest'],
  ['rug', 'carpet'],
  ['sideboard', 'credenza', 'buffet'],
]
const CANONICAL = new Map(SYNONYMS.flatMap(([word, ...others]) => others.map((other) => [stemmer(other), stemmer(word!)] as const)))
// Chinese has no spaces to split on, so its synonyms are replaced in the text itself.
const HAN_SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/搁脚凳|矮凳/g, '脚凳'],
  [/梳化/g, '沙发'],
]

const segmenters = new Map<Locale, Intl.Segmenter>()

function words(text: string, locale: Locale): Array<string> {
  if (typeof Intl.Segmenter !== 'function') return text.match(/[\p{L}\p{N}]+/gu) ?? []
  let segmenter = segmenters.get(locale)
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })))
  return Array.from(segmenter.segment(text), (part) => (part.isWordLike ? part.segment : '')).filter(Boolean)
}

export function tokenize(text: string, locale: Locale): Array<string> {
  return words(
    HAN_SYNONYMS.reduce((result, [pattern, word]) => result.replace(pattern, word), text),
    locale,
  )
}

/** Per character, so a query word matches however the segmenter cut the name. */
export function hanCharacters(text: string): Array<string> {
  return Array.from(text).filter((character) => HAN.test(character))
}

export function processTerm(term: string): string | null {
  const word = term
    .normalize('NFKD') // full-width letters from a Chinese keyboard are letters too
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
  if (HAN.test(word)) return word
  if (STOP_WORDS.has(word)) return null
  const stem = stemmer(word)
  return CANONICAL.get(stem) ?? stem
}

export const isHan = (text: string) => HAN.test(text)
