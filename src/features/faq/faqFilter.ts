import type { Locale } from '#domain/locale/locales'
import type { FaqGroup, FaqItem } from '#domain/faq/faqContent'

// Case, width (ＫＯＶＡ) and accents (bouclé) folded, punctuation made spaces: "30°C" finds "30 °C".
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

// Chinese has no spaces: "退货运费" is looked for as 退货 and 运费 (whole without Intl.Segmenter).
function chineseWords(term: string): ReadonlyArray<string> {
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null
  if (!segmenter) return [term]
  const words = [...segmenter.segment(term)].filter((part) => part.isWordLike).map((part) => part.segment)
  return words.length > 0 ? words : [term]
}

export function queryTerms(query: string): ReadonlyArray<string> {
  return foldText(query)
    .split(' ')
    .filter(Boolean)
    .flatMap((term) => (HAN.test(term) ? chineseWords(term) : [term]))
}

export type FaqMatch = { group: FaqGroup; items: ReadonlyArray<FaqItem> }

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
