/**
 * CI guard for the catalogs: they must be what `lingui extract` makes of the sources
 * (no stale or missing ids), and the Chinese catalog must translate every message, with the
 * same placeholders and tags as the English one (a renamed `{count}` shows as NaN or a raw name),
 * and have none left flagged for review after its English changed (tools/build/reviewedPo.ts).
 */
import { execFileSync } from 'node:child_process'
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type Token } from '@messageformat/parser'
import { needingReview } from '../tools/build/reviewedPo.ts'

const root = join(import.meta.dirname, '..')
// The shell's catalogs and the account pages' (lingui.config.ts), and the Dashboard extensions' (server/dashboard/lingui.config.ts).
const CATALOGS = ['src/**/locales/*/*.po', 'server/locales/*/messages.po', 'server/src/plugins/*/dashboard/locales/*.po']
const catalogs = globSync(CATALOGS, { cwd: root })
  .sort()
  .map((path) => join(root, path))
const before = catalogs.map((path) => readFileSync(path, 'utf8'))

for (const config of ['lingui.config.ts', 'server/dashboard/lingui.config.ts']) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--config', config, '--clean', '--overwrite'],
    { cwd: root, stdio: 'ignore' },
  )
}

const problems: Array<string> = []
const created = globSync(CATALOGS, { cwd: root }).filter((path) => !catalogs.includes(join(root, path)))
if (created.length > 0) problems.push(`missing catalogs, now created by \`npm run extract\`: ${created.join(', ')}`)
catalogs.forEach((path, index) => {
  if (readFileSync(path, 'utf8') !== before[index]) {
    problems.push(`${path} was stale: \`npm run extract\` has now updated it; review and commit the change.`)
  }
})

// The shop's Chinese is `zh`; the Dashboard's is `zh_Hans`.
const CHINESE = /\/locales\/(zh\/|zh_Hans\.po$)/
const englishOf = (path: string) => path.replace('/locales/zh/', '/locales/en/').replace(/\/locales\/zh_Hans\.po$/, '/locales/en.po')
for (const path of catalogs.filter((path) => CHINESE.test(path))) {
  const untranslated = [...readFileSync(path, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1])
  if (untranslated.length > 0) problems.push(`${path}: ${untranslated.length} untranslated message(s): ${untranslated.join(', ')}`)
  const stale = needingReview(readFileSync(path, 'utf8'))
  if (stale.length > 0) {
    problems.push(`${path}: ${stale.length} message(s) whose English changed, flagged fuzzy until reviewed: ${stale.join(', ')}`)
  }
}

const messagesOf = (path: string) =>
  new Map(
    [...readFileSync(path, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(
      ([, id = '', text = '']) => [id, JSON.parse(`"${text}"`) as string] as const,
    ),
  )
function placeholders(message: string): string {
  const names = new Set<string>()
  const visit = (tokens: Array<Token>) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg)
      if ('cases' in token) token.cases.forEach((branch) => visit(branch.tokens))
    }
  }
  try {
    visit(parse(message))
  } catch (error) {
    return `unparsable: ${String(error)}`
  }
  // The tags of a <Trans> (`<0>…</0>`) are plain text to the parser.
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map(([tag]) => tag).sort()
  return [...[...names].sort(), ...tags].join(', ')
}
for (const path of catalogs.filter((path) => CHINESE.test(path))) {
  const english = messagesOf(englishOf(path))
  for (const [id, text] of messagesOf(path)) {
    const wanted = placeholders(english.get(id) ?? '')
    const found = placeholders(text)
    if (text && found !== wanted) problems.push(`${path}: ${id} has placeholders {${found}}, the English has {${wanted}}`)
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`i18n: catalogs up to date, zh complete (${catalogs.length} catalogs checked)`)
