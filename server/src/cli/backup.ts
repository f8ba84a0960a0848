// `npm run backup [FILE]`: a consistent copy of the shop's database while it runs. SQLite through
// its online backup API (pages copied under the database's own locks, so writes in progress are
// either in the copy or not, never half); Postgres through `pg_dump` (one snapshot transaction).
// Without FILE the copy goes to DATA_DIR/backups, named after the moment.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { databaseKind, sqliteFile } from '../config/database.js'
import { dataDir } from '../config/environment.js'

const kind = databaseKind()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = resolve(process.argv[2] ?? join(dataDir(), 'backups', `woodnest-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'pgdump'}`))
mkdirSync(dirname(target), { recursive: true })

if (kind === 'sqlite') {
  if (!existsSync(sqliteFile())) {
    console.error(`No database to back up in ${dataDir()} (npm start makes it).`)
    process.exit(1)
  }
  const db = new Database(sqliteFile(), { readonly: true, fileMustExist: true })
  try {
    await db.backup(target)
  } finally {
    db.close()
  }
} else {
  // The custom format: compressed, and `pg_restore` can bring it back into an empty or a used database.
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, process.env.DATABASE_URL!], { stdio: 'inherit' })
  if (dump.error || dump.status !== 0) {
    console.error(`pg_dump failed${dump.error ? `: ${dump.error.message}` : ''} (it comes with the Postgres client tools).`)
    process.exit(1)
  }
}
console.log(`The shop's ${kind === 'sqlite' ? 'SQLite' : 'Postgres'} database is copied to ${target}`)
