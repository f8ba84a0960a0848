import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { seededDataDir } from '../../tools/build/seededData.ts'
import { databaseName, databaseOf, startShop } from './shopProcess.ts'

/** Sends one statement to the stopped shop's Postgres database. */
async function onDatabase(dataDir: string, sql: string): Promise<void> {
  const { DATABASE_URL: url } = await databaseOf(dataDir, { fresh: false })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

/** On Postgres, the run's databases (one per data folder), so that a developer's server keeps none. */
async function dropDatabases(folder: string): Promise<void> {
  if (!process.env.DATABASE_URL) return
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    for (const dataDir of readdirSync(folder)) await client.query(`DROP DATABASE IF EXISTS ${databaseName(dataDir)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * One folder for every data folder this run's shops write, removed when the run ends; and the
 * seeded shop the others start from: on SQLite the cached one (tools/build/seededData.ts), on
 * Postgres one seeded here, stopped, whose database is their template.
 */
export default async function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'woodnest-server-tests-'))
  process.env.SHOP_TEST_TMP = folder
  const teardown = async () => {
    await dropDatabases(folder)
    rmSync(folder, { recursive: true, force: true })
  }
  // On SQLite, the copy every suite of the run starts from; Postgres seeds a database of its own.
  if (!process.env.DATABASE_URL) {
    process.env.SHOP_TEST_SEEDED = await seededDataDir(new URL('../..', import.meta.url).pathname)
    return teardown
  }
  try {
    const seeded = await startShop({ firstStart: true })
    await seeded.stop()
    // The seed's own sign-in is counted against its address: no copy starts with a count.
    await onDatabase(seeded.dataDir, 'DELETE FROM "rate_count"')
    process.env.SHOP_TEST_SEEDED = seeded.dataDir
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
