// `npm run migration:generate NAME`: writes the migration that brings the database (SQLite, or
// Postgres with DATABASE_URL) to the schema of the current config, into server/migrations/<kind>.
import { generateMigration } from '@vendure/core'
import { join } from 'node:path'
import { databaseKind } from '../config/database.ts'
import { ROOT } from '../config/environment.ts'
import { config } from '../vendure-config.ts'

const name = process.argv[2]
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('Usage: npm run migration:generate <name-in-kebab-case>')
  process.exit(2)
}
await generateMigration(config, { name, outputDir: join(ROOT, 'server', 'migrations', databaseKind()) })
