import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createShopServer } from '../../src/server/createServer.ts'

export type RunningShop = { origin: string; close: () => Promise<void> }

/** The built shop served as in production (compressed files, the reference API), on 127.0.0.1, with a throwaway database. */
export async function serveShop(distDir: string, port: number): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'woodnest-bench-'))
  const server = createShopServer({ distDir, dbPath: join(dataDir, 'shop.sqlite'), rateLimit: false })
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
  } catch (error) {
    server.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const { port: actual } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        server.closeAllConnections()
      }),
  }
}
