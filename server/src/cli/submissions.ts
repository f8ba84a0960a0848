import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { databaseKind } from '../config/database.js'
import { dataDir } from '../config/environment.js'

const where = databaseKind() === 'postgres' ? 'the Postgres database of DATABASE_URL' : dataDir()
// Before the first start there is no database, and importing the config would write the secrets.
if (databaseKind() === 'sqlite' && !existsSync(join(dataDir(), 'vendure.sqlite'))) {
  console.log(`No submissions yet: ${where} holds no shop (npm start makes it).`)
  process.exit(0)
}
const { bootstrapWorker, DefaultLogger, LogLevel } = await import('@vendure/core')
const { summarize } = await import('../forms/summary.js')
const { config } = await import('../vendure-config.js')
const { SubmissionService } = await import('../plugins/submissions/submission.service.js')

const { app } = await bootstrapWorker({ ...config, logger: new DefaultLogger({ level: LogLevel.Error }) })
try {
  const latest = await app
    .get(SubmissionService)
    .latest(20)
    .catch((error: unknown) => {
      if (/no such table|does not exist/.test(String(error))) return []
      throw error
    })
  if (latest.length === 0) console.log(`No submissions yet in ${where}.`)
  else {
    console.log(`The ${latest.length} newest submissions in ${where}:\n`)
    for (const submission of latest) {
      const when = `${submission.createdAt.slice(0, 19).replace('T', ' ')} UTC`
      console.log(`${submission.reference}  ${when}  ${submission.kind.padEnd(19)}  ${summarize(submission)}`)
    }
  }
} finally {
  await app.close()
}
