// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { needingReview } from '../../tools/build/reviewedPo.ts'

const root = join(import.meta.dirname, '..', '..')

// A project of one message, extracted by the Lingui CLI with the shop's PO format.
const project = mkdtempSync(join(tmpdir(), 'woodnest-i18n-'))
symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'))
mkdirSync(join(project, 'src'))
writeFileSync(
  join(project, 'lingui.config.ts'),
  `import { defineConfig } from '@lingui/cli'
import { reviewedPo } from ${JSON.stringify(join(root, 'tools/build/reviewedPo.ts'))}
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
  format: reviewedPo({ lineNumbers: false }),
})
`,
)
const chinese = join(project, 'locales', 'zh.po')
const say = (english: string) =>
  writeFileSync(
    join(project, 'src', 'greeting.ts'),
    `import { t } from '@lingui/core/macro'\nexport const greeting = () => t({ id: 'greeting', message: ${JSON.stringify(english)} })\n`,
  )
// As a translator runs it: under NODE_ENV=test the CLI looks for workers of its own test setup.
const { NODE_ENV: _test, ...environment } = process.env
const extract = () =>
  execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean', '--overwrite'], {
    cwd: project,
    env: environment,
    stdio: 'ignore',
  })
const edit = (change: (po: string) => string) => writeFileSync(chinese, change(readFileSync(chinese, 'utf8')))

describe('a Chinese message whose English changes', () => {
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  it('is flagged fuzzy, with the English it was written for, until a translator clears the flag', () => {
    say('Welcome')
    extract()
    edit((po) => po.replace('msgid "greeting"\nmsgstr ""', 'msgid "greeting"\nmsgstr "欢迎"'))
    extract()
    expect(needingReview(readFileSync(chinese, 'utf8'))).toEqual([])

    say('Welcome back')
    extract()
    const flagged = readFileSync(chinese, 'utf8')
    expect(needingReview(flagged)).toEqual(['greeting'])
    expect(flagged).toContain('# was: Welcome\n# en: Welcome back\n')
    expect(flagged).toContain('msgstr "欢迎"')

    say('Welcome back!')
    extract()
    expect(readFileSync(chinese, 'utf8')).toContain('# was: Welcome\n# en: Welcome back!\n')

    // The translator rewrites the Chinese and clears the flag, as Poedit or Weblate do.
    edit((po) => po.replace('#, fuzzy\n', '').replace('msgstr "欢迎"', 'msgstr "欢迎回来！"'))
    extract()
    const reviewed = readFileSync(chinese, 'utf8')
    expect(needingReview(reviewed)).toEqual([])
    expect(reviewed).not.toContain('# was:')
    expect(reviewed).toContain('# en: Welcome back!\n')
  }, 60_000)

  it('is found when the message has a context too', () => {
    const po = 'msgid ""\nmsgstr ""\n\n# en: Left\n#, fuzzy\nmsgctxt "side"\nmsgid "product.left"\nmsgstr "左"\n'
    expect(needingReview(po)).toEqual(['product.left'])
    expect(needingReview(po.replace('#, fuzzy\n', ''))).toEqual([])
  })
})
