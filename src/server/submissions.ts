import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { shopDbPath } from './api/dbPath.ts'
import { openStore } from './api/store.ts'
import { summarize } from './api/summary.ts'

const dbPath = shopDbPath(resolve(import.meta.dirname, '../..'))
if (!existsSync(dbPath)) {
  console.log(`No submissions yet: ${dbPath} does not exist (the shop creates it when it starts).`)
  process.exit(0)
}
const store = openStore(dbPath)
const latest = store.latest(20)
store.close()

if (latest.length === 0) {
  console.log(`No submissions yet in ${dbPath}.`)
} else {
  console.log(`The ${latest.length} newest submissions in ${dbPath}:\n`)
  for (const submission of latest) {
    const when = `${submission.createdAt.slice(0, 19).replace('T', ' ')} UTC`
    console.log(`${submission.reference}  ${when}  ${submission.kind.padEnd(19)}  ${summarize(submission)}`)
  }
}
