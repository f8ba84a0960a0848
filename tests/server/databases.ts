import { describe } from 'vitest'

/**
 * For what no database does its own way: skipped on the run's second database (SQLite after
 * Postgres, tests/server/vitest.config.ts), where only the files' database-specific parts run again.
 */
export const describeOnFirstDatabase = process.env.SHOP_TEST_SECOND_DATABASE === '1' ? describe.skip : describe
