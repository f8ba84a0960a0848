import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { copySeededData } from '../../tools/build/seededData.ts'
import { startProbeProxy } from './probeProxy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string
    /** The shop itself, without the probe proxy in front. */
    shopOrigin: string
    shopDb: string
  }
}

const PORT = Number(process.env.ENGINES_PORT ?? 4175)

async function waitForShop(url: string): Promise<void> {
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the shop did not answer at ${url}`)
}

/** The shop as `npm start` serves it (built first if the build is stale), behind the console probe. */
export default async function setup(project: TestProject) {
  const dataDir = join(tmpdir(), `woodnest-engines-${process.pid}`)
  // Vendure's database, where the submissions plugin stores the forms.
  const shopDb = join(dataDir, 'vendure.sqlite')
  await copySeededData(new URL('../..', import.meta.url).pathname, dataDir)
  const shop = spawn(process.execPath, ['server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', FORMS_RATE_LIMIT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const shopUrl = `http://localhost:${PORT}`
  await waitForShop(`${shopUrl}/`).catch((error: unknown) => {
    shop.kill()
    throw error
  })
  const proxy = await startProbeProxy(shopUrl)
  project.provide('shopUrl', proxy.url)
  project.provide('shopOrigin', shopUrl)
  project.provide('shopDb', shopDb)
  return async () => {
    proxy.server.close()
    proxy.server.closeAllConnections()
    shop.kill()
    await new Promise((resolve) => setTimeout(resolve, 500))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
