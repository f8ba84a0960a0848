import { bootstrapWorker, runMigrations } from '@vendure/core'
import { databaseKind } from './config/database.js'
import { oneAtATime } from './config/oneAtATime.js'
import { announceCatalogueChanges } from './storefront/catalogueEvents.js'

if (databaseKind() !== 'postgres') {
  console.error('A separate worker needs Postgres (DATABASE_URL): on SQLite, `npm start` runs the jobs in its one process.')
  process.exit(1)
}
const { config } = await import('./vendure-config.js')
// Under the start-up lock: Vendure's own set-up (channel, zones, roles, the owner) runs in the worker too.
const worker = await oneAtATime(async () => {
  await runMigrations(config)
  if (process.exitCode) process.exit(process.exitCode)
  return bootstrapWorker(config)
})
announceCatalogueChanges(worker.app)
await worker.startJobQueue()
console.log('The worker runs the shop’s jobs')
