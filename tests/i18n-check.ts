/**
 * CI guard for the catalogs: they must be what `lingui extract` makes of the sources
 * (no stale or missing ids), and the Chinese catalog must translate every message.
 */
import { execFileSync } from 'node:child_process'
import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
// The shell's catalogs and each feature's (lingui.config.ts).
const catalogs = globSync('src/**/locales/*/messages.po', { cwd: root })
  .sort()
  .map((path) => join(root, path))
const before = catalogs.map((path) => readFileSync(path, 'utf8'))

execFileSync(process.execPath, [join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--clean', '--overwrite'], {
  cwd: root,
  stdio: 'ignore',
})

const problems: Array<string> = []
const created = globSync('src/**/locales/*/messages.po', { cwd: root }).filter((path) => !catalogs.includes(join(root, path)))
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

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`i18n: catalogs up to date, zh complete (${catalogs.length} catalogs checked)`)
