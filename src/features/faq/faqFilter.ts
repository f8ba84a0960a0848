import type { Locale } from '@/lib/locale/locales'
import type { FaqGroup, FaqItem } from './faqContent'

/**
 * Text as the filter compares it: case, width (ＫＯＶＡ, full-width digits) and accents (bouclé)
 * folded away, punctuation turned into spaces, so "30°C" finds "30 °C" and "？" is ignored.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()
}

const HAN = /\p{Script=Han}/u
let segmenter: Intl.Segmenter | null | undefined

/**
 * Chinese is written without spaces, so "退货运费" is split into the words 退货 and 运费 and each
 * is looked for on its own. Every word of a phrase is part of the phrase, so this only ever finds
 * more than an exact match would. Browsers without Intl.Segmenter keep the phrase whole.
 */
function chineseWords(term: string): ReadonlyArray<string> {
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  if (!segmenter) return [term]
  const words = [...segmenter.segment(term)].filter((part) => part.isWordLike).map((part) => part.segment)
  return words.length > 0 ? words : [term]
}

/** The words of a query; a question matches when it contains all of them. */
export function queryTerms(query: string): ReadonlyArray<string> {
  return foldText(query)
    .split(' ')
    .filter(Boolean)
    .flatMap((term) => (HAN.test(term) ? chineseWords(term) : [term]))
}

export type FaqMatch = { group: FaqGroup; items: ReadonlyArray<FaqItem> }

/**
 * The groups and questions that match a query in the shopper's language: every term must occur
 * in the question, its answer or its group's title. An empty query matches everything.
 */
export function filterFaq(
  groups: ReadonlyArray<FaqGroup>,
  query: string,
  locale: Locale,
): { groups: ReadonlyArray<FaqMatch>; count: number } {
  const terms = queryTerms(query)
  const matches = groups
    .map((group) => ({
      group,
      items: group.items.filter((item) => {
        const text = foldText(`${group.title[locale]} ${item.q[locale]} ${item.a[locale]}`)
        return terms.every((term) => text.includes(term))
      }),
    }))
    .filter((match) => match.items.length > 0)
  return { groups: matches, count: matches.reduce((sum, match) => sum + match.items.length, 0) }
}
