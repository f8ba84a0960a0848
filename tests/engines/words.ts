import { readFileSync } from 'node:fs'

export type Locale = 'en' | 'zh'

/** The shop's own words, by message id, from the translators' catalogs (one-line messages). */
export function wordsOf(locale: Locale): (id: string) => string {
  const po = readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8')
  const messages = new Map([...po.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map(([, id, text]) => [id!, text!]))
  return (id) => {
    const text = messages.get(id)
    if (text === undefined) throw new Error(`no one-line message ${id} in ${locale}`)
    return text
  }
}
