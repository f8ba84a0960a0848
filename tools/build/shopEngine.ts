import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copySeededData } from './seededData.ts'

export type ShopEngine = { origin: string; stop: () => Promise<void> }

/** Without `SHOP_API_URL`, needs the compiled server (`npm run build:server`). */
export async function startShopEngine(root: string): Promise<ShopEngine> {
  const running = process.env.SHOP_API_URL
  if (running) return { origin: running.replace(/\/$/, ''), stop: async () => {} }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-prerender-'))
  await copySeededData(root, dataDir)
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js'), '--api-only'], {
    cwd: root,
    // No rate limit on the forms: the unit tests send many from one address.
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', NODE_ENV: 'production', FORMS_RATE_LIMIT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    return { origin: await readyOrigin(child), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function readyOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let log = ''
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      const ready = /The Shop API is ready at (http:\/\/localhost:\d+)\/shop-api/.exec(log)
      if (ready) resolve(ready[1]!.replace('localhost', '127.0.0.1'))
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`The shop's engine stopped (${code}) before it was ready:\n${log.slice(-3000)}`)))
  })
}
