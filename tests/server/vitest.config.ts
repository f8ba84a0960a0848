import { defineConfig } from 'vitest/config'

// The server's own tests: each file starts the compiled server (`npm run build:server`) as a
// process, with a data folder (and database) of its own, exactly as `npm start` runs it.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/server/globalSetup.ts'],
    // A first start seeds the catalogue: ~24 s on SQLite, ~36 s on Postgres (2 cores, docs/server.md).
    testTimeout: 180_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
    reporters: ['verbose'],
  },
})
