import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { seededDataDir } from '../../tools/build/seededData.ts'
import { databaseName, databaseOf, startShop } from './shopProcess.ts'

/** Sends one statement to the stopped shop's Postgres database. */
async function onDatabase(dataDir: string, server: string, sql: string): Promise<void> {
  const { DATABASE_URL: url } = await databaseOf(dataDir, { fresh: false, server })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

/** On Postgres, the run's databases (one per data folder), so that a developer's server keeps none. */
async function dropDatabases(folder: string, server: string): Promise<void> {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    for (const dataDir of readdirSync(folder)) await client.query(`DROP DATABASE IF EXISTS ${databaseName(dataDir)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/**
 * One folder for every data folder this run's shops write, removed when the run ends; and the
 * seeded shops the others start from: SQLite's cached one (tools/build/seededData.ts) and, with a
 * Postgres server (tests/server/vitest.config.ts), one seeded here, stopped, whose database is their template.
 */
export default async function setup() {
  const postgres = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL
  const folder = mkdtempSync(join(tmpdir(), 'woodnest-server-tests-'))
  process.env.SHOP_TEST_TMP = folder
  const teardown = async () => {
    if (postgres) await dropDatabases(folder, postgres)
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    process.env.SHOP_TEST_SEEDED_SQLITE = await seededDataDir(new URL('../..', import.meta.url).pathname)
    if (postgres) {
      const seeded = await startShop({ firstStart: true, databaseServer: postgres })
      await seeded.stop()
      // The seed's own sign-in is counted against its address: no copy starts with a count.
      await onDatabase(seeded.dataDir, postgres, 'DELETE FROM "rate_count"')
      process.env.SHOP_TEST_SEEDED_POSTGRES = seeded.dataDir
    }
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
