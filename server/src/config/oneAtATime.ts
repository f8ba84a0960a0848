import pg from 'pg'
import { databaseKind } from './database.js'

const START_UP_LOCK = 0x5700_4e53

/** One process at a time migrates and seeds, so servers and the worker may start together (docs/deploying.md). */
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
