// Stop the shop first: a running server keeps sessions and caches of the data this replaces.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { databaseKind, sqliteFile } from '../config/database.js'

const file = process.argv[2]
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore FILE (a copy made by npm run backup)')
  process.exit(2)
}
const source = resolve(file)

if (databaseKind() === 'sqlite') {
  const live = sqliteFile()
  mkdirSync(dirname(live), { recursive: true })
  const copy = new Database(source, { readonly: true, fileMustExist: true })
  try {
    // The journal of the database being replaced must not be replayed over the copy.
    for (const journal of [`${live}-wal`, `${live}-shm`]) rmSync(journal, { force: true })
    await copy.backup(live)
  } finally {
    copy.close()
  }
} else {
  const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${process.env.DATABASE_URL!}`, source], {
    stdio: 'inherit',
  })
  if (restore.error || restore.status !== 0) {
    console.error(`pg_restore failed${restore.error ? `: ${restore.error.message}` : ''} (it comes with the Postgres client tools).`)
    process.exit(1)
  }
}
console.log(`The shop's database is restored from ${source}. Start the shop again (npm start).`)
