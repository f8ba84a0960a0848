/**
 * Lint guard: comments stay at most 5 % of the non-blank lines of every source folder (each
 * folder alone), so that reasoning goes to docs/ and the code reads as code (docs/architecture.md).
 */
import { globSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const MAX_SHARE = 0.05
const root = join(import.meta.dirname, '..')
const SOURCES = ['src/**/*.{ts,tsx}', 'domain/**/*.ts', 'tools/build/**/*.ts', 'server/src/**/*.{ts,tsx,mts}']
const GENERATED = /(?:\.gen\.ts$|\/graphql\/|\/migrations\/)/

/** Comment lines and non-blank lines of one file: `//` lines, and every line of a `/* … *\/` block or JSX comment. */
function countLines(text: string): { comments: number; lines: number } {
  let comments = 0
  let lines = 0
  let inBlock = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '') continue
    lines++
    if (inBlock) {
      comments++
      inBlock = !line.includes('*/')
    } else if (line.startsWith('//')) comments++
    else if (line.startsWith('/*') || line.startsWith('{/*')) {
      comments++
      inBlock = !line.includes('*/')
    }
  }
  return { comments, lines }
}

// A feature's `page/` folder (the words that load with its pages) counts with its feature: one owner, one share.
const folderOf = (path: string) => dirname(path).replace(/^(src\/features\/[^/]+)\/page$/, '$1')

const folders = new Map<string, { comments: number; lines: number }>()
for (const path of globSync(SOURCES, { cwd: root })) {
  if (GENERATED.test(path)) continue
  const counted = countLines(readFileSync(join(root, path), 'utf8'))
  const folder = folders.get(folderOf(path)) ?? { comments: 0, lines: 0 }
  folders.set(folderOf(path), { comments: folder.comments + counted.comments, lines: folder.lines + counted.lines })
}

const over = [...folders].filter(([, { comments, lines }]) => comments > MAX_SHARE * lines).sort(([a], [b]) => a.localeCompare(b))
for (const [folder, { comments, lines }] of over) {
  console.error(
    `${folder}: ${comments} comment lines of ${lines} (${((100 * comments) / lines).toFixed(1)} %, at most ${MAX_SHARE * 100} %)`,
  )
}
if (over.length > 0) process.exit(1)
console.log(`comments: at most ${MAX_SHARE * 100} % in each of ${folders.size} source folders`)
