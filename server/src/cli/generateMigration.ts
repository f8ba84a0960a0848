import { generateMigration, runMigrations } from '@vendure/core'
import { join } from 'node:path'
import { databaseKind } from '../config/database.js'
import { ROOT } from '../config/environment.js'
import { config } from '../vendure-config.js'

const name = process.argv[2]
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('Usage: npm run migration:generate <name-in-kebab-case>')
  process.exit(2)
}
// The migration is the difference from the schema the existing migrations build.
await runMigrations(config)
await generateMigration(config, { name, outputDir: join(ROOT, 'server', 'src', 'migrations', databaseKind()) })
