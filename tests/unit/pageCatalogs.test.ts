// @vitest-environment node
import { globSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const pageFolders = globSync('src/features/*/page', { cwd: root })

// lingui.config.ts gives a `page/` folder's words to its feature's catalog: each file that shows them must load it.
it('every file with words in a page/ folder imports its feature’s catalog module, which adds both languages', () => {
  expect(pageFolders.length).toBeGreaterThan(3)
  for (const folder of pageFolders) {
    const catalogs = globSync(`${dirname(folder)}/*Catalog.ts`, { cwd: root })
    expect(catalogs, folder).toHaveLength(1)
    const catalog = readFileSync(join(root, catalogs[0]!), 'utf8')
    expect(catalog).toMatch(/from '\.\/locales\/en\/messages\.po'/)
    expect(catalog).toMatch(/from '\.\/locales\/zh\/messages\.po'/)
    expect(catalog).toMatch(/addPageMessages\(/)
    const module = basename(catalogs[0]!, '.ts')
    const withWords = globSync(`${folder}/*.{ts,tsx}`, { cwd: root })
      .map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }))
      .filter(({ source }) => source.includes("from '@lingui/"))
    expect(withWords.length, folder).toBeGreaterThan(0)
    for (const { file, source } of withWords) expect(source, file).toContain(`import '../${module}'`)
  }
})
