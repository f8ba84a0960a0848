// `npm run submissions`: the 20 newest form submissions, from the database `npm start` uses (the
// same DATA_DIR and DATABASE_URL). Runs beside a shop that is running, as a Vendure worker context.
import { bootstrapWorker, DefaultLogger, LogLevel, runMigrations } from '@vendure/core'
import { summarize } from '../../../src/server/api/summary.js'
import { config } from '../vendure-config.js'
import { databaseKind } from '../config/database.js'
import { dataDir } from '../config/environment.js'
import { SubmissionService } from '../plugins/submissions/submission.service.js'

// Only the lines below on the console: Vendure's own log stays quiet.
const quiet: typeof config = { ...config, logger: new DefaultLogger({ level: LogLevel.Error }) }
// A database `npm start` never opened has no tables yet: the migrations make it, as the start would.
await runMigrations(quiet)
const { app } = await bootstrapWorker(quiet)
try {
  const latest = await app.get(SubmissionService).latest(20)
  const where = databaseKind() === 'postgres' ? 'the Postgres database of DATABASE_URL' : dataDir()
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
