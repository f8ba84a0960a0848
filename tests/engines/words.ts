import { globSync, readFileSync } from 'node:fs'

export type Locale = 'en' | 'zh'

/** The shop's own words, by message id, from the translators' catalogs (one-line messages). */
export function wordsOf(locale: Locale): (id: string) => string {
  // The shell's catalog and the checkout's (lingui.config.ts).
  const root = new URL('../../', import.meta.url)
  const po = globSync(`src/**/locales/${locale}/messages.po`, { cwd: root })
    .map((file) => readFileSync(new URL(file, root), 'utf8'))
    .join('\n')
  const messages = new Map([...po.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map(([, id, text]) => [id!, text!]))
  return (id) => {
    const text = messages.get(id)
    if (text === undefined) throw new Error(`no one-line message ${id} in ${locale}`)
    return text
  }
}
