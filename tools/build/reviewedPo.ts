/** Lingui's PO format, flagging `#, fuzzy` (with `was: …`) a translation whose English (`en: …`) changed; why: docs/languages.md. */
import { formatter, parsePoFile } from '@lingui/format-po'

type PoFormatter = ReturnType<typeof formatter>
type Catalog = Parameters<PoFormatter['serialize']>[0]
type Message = Catalog[string]

const WRITTEN_FOR = 'en: '
const WAS = 'was: '
const FUZZY = 'fuzzy'

// A translator comment is one line, read back trimmed.
const oneLine = (text: string) => text.replaceAll('\n', '\\n').trim()

function review(message: Message): void {
  if (message.obsolete || message.message === undefined) return
  const extra = (message.extra ??= {}) as { translatorComments?: Array<string>; flags?: Array<string> }
  const comments = extra.translatorComments ?? []
  const flags = new Set(extra.flags ?? [])
  const english = oneLine(message.message)
  const recorded = comments.find((comment) => comment.startsWith(WRITTEN_FOR))?.slice(WRITTEN_FOR.length)
  let kept = comments.filter((comment) => !comment.startsWith(WRITTEN_FOR))
  if (recorded !== undefined && recorded !== english && message.translation) {
    // The first English it was written for stays, however often the English changes before review.
    if (!flags.has(FUZZY) || !kept.some((comment) => comment.startsWith(WAS))) {
      kept = [...kept.filter((comment) => !comment.startsWith(WAS)), `${WAS}${recorded}`]
    }
    flags.add(FUZZY)
  }
  if (!flags.has(FUZZY)) kept = kept.filter((comment) => !comment.startsWith(WAS))
  extra.translatorComments = [...kept, `${WRITTEN_FOR}${english}`]
  extra.flags = [...flags]
}

export function reviewedPo(options: Parameters<typeof formatter>[0]): PoFormatter {
  const po = formatter(options)
  return {
    ...po,
    serialize(catalog, context) {
      if (context.locale !== undefined && context.locale !== context.sourceLocale) Object.values(catalog).forEach(review)
      return po.serialize(catalog, context)
    },
  }
}

export function needingReview(po: string): Array<string> {
  return parsePoFile(po)
    .items.filter((item) => item.flags[FUZZY] && !item.obsolete)
    .map((item) => item.msgid)
}
