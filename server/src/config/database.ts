import type { DataSourceOptions } from 'typeorm'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { dataDir } from './environment.js'

export type DatabaseKind = 'sqlite' | 'postgres'

export const databaseKind = (env: NodeJS.ProcessEnv = process.env): DatabaseKind => (env.DATABASE_URL ? 'postgres' : 'sqlite')

export const sqliteFile = (env: NodeJS.ProcessEnv = process.env): string => join(dataDir(env), 'vendure.sqlite')

const migrations = (kind: DatabaseKind) => [join(import.meta.dirname, '../migrations', kind, '*.js')]

export function databaseOptions(env: NodeJS.ProcessEnv = process.env): DataSourceOptions {
  if (env.DATABASE_URL) {
    return { type: 'postgres', url: env.DATABASE_URL, synchronize: false, migrations: migrations('postgres'), logging: false }
  }
  mkdirSync(dataDir(env), { recursive: true })
  return {
    type: 'better-sqlite3',
    database: sqliteFile(env),
    synchronize: false,
    migrations: migrations('sqlite'),
    logging: false,
    // synchronous=FULL: a write is on disk before it is acknowledged (docs/decisions.md, "The SQLite driver").
    enableWAL: true,
    prepareDatabase: (db: { pragma: (source: string) => unknown }) => {
      db.pragma('synchronous = FULL')
      db.pragma('busy_timeout = 5000')
    },
  }
}
