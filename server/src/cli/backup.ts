// SQLite's online backup API copies under the database's own locks: a running shop's writes are in the copy or not, never half.
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
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, process.env.DATABASE_URL!], { stdio: 'inherit' })
  if (dump.error || dump.status !== 0) {
    console.error(`pg_dump failed${dump.error ? `: ${dump.error.message}` : ''} (it comes with the Postgres client tools).`)
    process.exit(1)
  }
}
console.log(`The shop's ${kind === 'sqlite' ? 'SQLite' : 'Postgres'} database is copied to ${target}`)
