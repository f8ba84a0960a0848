import { defineConfig } from 'vitest/config'

/** A Postgres server for the suite (CI's cluster): each shop then gets a database of its own there. */
const postgres = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL || ''

// With Postgres, every file runs there and these again on SQLite: they test what each database does its
// own way (migrations and the first start, kill -9 alone and amid checkouts, concurrent payments for the
// last piece, backup and restore, the submissions' SQL, the sign-in counters and locks, how servers
// hear of a catalogue change); their other parts (`describeOnFirstDatabase`) run once. Without it, every file runs on SQLite.
const BOTH_DATABASES = ['boot', 'durability', 'checkout', 'backOffice', 'backup', 'forms', 'catalogueCache'].map(
  (file) => `tests/server/${file}.test.ts`,
)

const project = (name: string, include: Array<string>, databaseUrl: string, secondDatabase = false) => ({
  test: {
    name,
    root: new URL('../..', import.meta.url).pathname,
    include,
    environment: 'node' as const,
    env: { DATABASE_URL: databaseUrl, SHOP_TEST_SECOND_DATABASE: secondDatabase ? '1' : '' },
    // A first start seeds the catalogue: ~24 s on SQLite, ~36 s on Postgres (2 cores, docs/server.md).
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
})

// The server's own tests: each file starts the compiled server (`npm run build:server`) as a
// process, with a data folder (and database) of its own, exactly as `npm start` runs it.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    globalSetup: ['tests/server/globalSetup.ts'],
    maxWorkers: 2,
    reporters: ['verbose'],
    projects: postgres
      ? [project('postgres', ['tests/server/**/*.test.ts'], postgres), project('sqlite', BOTH_DATABASES, '', true)]
      : [project('sqlite', ['tests/server/**/*.test.ts'], '')],
  },
})
