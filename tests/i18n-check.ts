/**
 * CI guard for the catalogs: they must be what `lingui extract` makes of the sources
 * (no stale or missing ids), and the Chinese catalog must translate every message with the
 * same placeholders and tags as the English one (a renamed `{count}` shows as NaN or a raw name).
 */
import { execFileSync } from 'node:child_process'
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type Token } from '@messageformat/parser'

const root = join(import.meta.dirname, '..')
// The shell's catalogs and each feature's (lingui.config.ts).
const catalogs = globSync(['src/**/locales/*/messages.po', 'server/locales/*/messages.po'], { cwd: root })
  .sort()
  .map((path) => join(root, path))
const before = catalogs.map((path) => readFileSync(path, 'utf8'))

execFileSync(process.execPath, [join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--clean', '--overwrite'], {
  cwd: root,
  stdio: 'ignore',
})

const problems: Array<string> = []
const created = globSync(['src/**/locales/*/messages.po', 'server/locales/*/messages.po'], { cwd: root }).filter(
  (path) => !catalogs.includes(join(root, path)),
)
if (created.length > 0) problems.push(`missing catalogs, now created by \`npm run extract\`: ${created.join(', ')}`)
catalogs.forEach((path, index) => {
  if (readFileSync(path, 'utf8') !== before[index]) {
    problems.push(`${path} was stale: \`npm run extract\` has now updated it; review and commit the change.`)
  }
})

for (const path of catalogs.filter((path) => path.includes('/locales/zh/'))) {
  const untranslated = [...readFileSync(path, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr ""$/gm)].map((match) => match[1])
  if (untranslated.length > 0) problems.push(`${path}: ${untranslated.length} untranslated message(s): ${untranslated.join(', ')}`)
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
for (const path of catalogs.filter((path) => path.includes('/locales/zh/'))) {
  const english = messagesOf(path.replace('/locales/zh/', '/locales/en/'))
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
