import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type RunningShop = { origin: string; close: () => Promise<void> }

const OPEN = /Woodnest is open at http:\/\/localhost:(\d+)\//

/**
 * The built shop served as `npm run serve` serves it (Vendure, the pages, the search index and
 * the forms on one port), on a throwaway data folder seeded from the catalogue's data file.
 */
export async function serveShop(root: string, port: number, entry = 'server/dist/main.js'): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'woodnest-bench-'))
  const child = spawn(process.execPath, [join(root, entry), '--no-build'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const close = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      printed += chunk.toString()
      const open = OPEN.exec(printed)
      if (open) resolve(`http://127.0.0.1:${open[1]}`)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`The shop stopped (${code}) before it opened:\n${printed.slice(-3000)}`)))
  }).catch(async (error: unknown) => {
    await close()
    throw error
  })
  return { origin, close }
}
