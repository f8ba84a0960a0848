import { defineConfig } from 'vitest/config'
import { enginesInstalled } from './tabs.ts'

const engines = enginesInstalled()
if (engines.length < 2) {
  console.warn(
    `test:engines: ${engines.length === 0 ? 'neither Firefox ESR nor WebKitGTK is' : `only ${engines[0]} is`} installed (apt-get install firefox-esr webkit2gtk-driver xvfb)`,
  )
}

// One file per engine, each in a worker of its own: Firefox and WebKit run side by side.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: engines.map((engine) => `tests/engines/${engine}.test.ts`),
    globalSetup: ['tests/engines/globalSetup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    passWithNoTests: true,
    // As in Playwright: one retry on CI, and every test listed, a retried one with `(retry x1)`.
    retry: process.env.CI ? 1 : 0,
    reporters: ['verbose'],
  },
})
