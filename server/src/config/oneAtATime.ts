import pg from 'pg'
import { databaseKind } from './database.js'

// Any number that is the shop's alone: the key of Postgres's advisory lock for start-ups.
const START_UP_LOCK = 0x5700_4e53

/**
 * On Postgres, one process at a time migrates and seeds, so that any number of servers and the
 * worker may start together on an empty database (a session-level advisory lock, released when
 * the work is done or the process dies). One process on SQLite needs no lock.
 */
export async function oneAtATime<T>(work: () => Promise<T>, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  if (databaseKind(env) !== 'postgres') return work()
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK])
    return await work()
  } finally {
    await client.end()
  }
}
