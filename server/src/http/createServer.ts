import { createServer, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { createShopHandler } from './app.ts'

export type ShopServerOptions = {
  distDir: string
  apiOrigin?: string | undefined
  tls?: { key: string | Buffer; cert: string | Buffer }
}

/** The built pages alone, for the HTTP Observatory and the fuzz test; the shop serves them inside Vendure (main.ts). */
export function createShopServer({ distDir, apiOrigin, tls }: ShopServerOptions): Server {
  const serveFiles = createShopHandler(distDir, { apiOrigin })
  const handle: Parameters<typeof createServer>[1] = (req, res) => serveFiles(req, res)
  const server = tls ? createTlsServer(tls, handle) : createServer(handle)
  server.requestTimeout = 30_000
  return server
}
