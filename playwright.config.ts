import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4174)
// The browser tests run the shop on a data folder (and database) of their own, never the developer's.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `woodnest-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR
// Only the runner removes it: a worker that exits (after a failed test, Playwright starts another) must not delete the running shop's data.
if (process.env.TEST_WORKER_INDEX === undefined) process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))

// Debian's Chromium where it is installed (CI, build machines), its headless shell first (the binary,
// not /usr/bin's shell wrapper): the build Playwright runs headless tests in, quicker here than
// the whole browser (docs/reliability.md#ci-time). Playwright's own browser elsewhere.
const systemChromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on CI's two cores: the suite waits on the network and the shop a third of its time (docs/reliability.md#two-workers).
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, for the browser's own hangs (a context close that never returned); the list
  // still names every test that needed it as flaky (docs/reliability.md#retries-on-ci).
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace for every test cost time (docs/reliability.md#ci-time): on CI only a retried test
    // records one, as Playwright advises.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The built shop on Vendure, served exactly as `npm start` serves it (`npm run test:e2e` builds first).
  webServer: {
    // On a copy of the run's seeded data folder (tools/build/seededData.ts).
    command: `node tests/copySeededData.ts ${JSON.stringify(dataDir)} && node server/dist/main.js --no-build`,
    // SQLite in that folder, even where the developer's DATABASE_URL is set.
    // No rate limit on the forms: the tests send many from one address.
    env: { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', FORMS_RATE_LIMIT: '0' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
