import { createServer, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { createApiHandler, type ApiOptions } from './api/handler.ts'
import { createShopHandler } from './app.ts'

export type ShopServerOptions = ApiOptions & {
  distDir: string
  apiOrigin?: string | undefined
  tls?: { key: string | Buffer; cert: string | Buffer }
}

export function createShopServer({ distDir, apiOrigin, tls, ...api }: ShopServerOptions): Server {
  const apiHandler = createApiHandler(api)
  const serveFiles = createShopHandler(distDir, { apiOrigin })
  const handle: Parameters<typeof createServer>[1] = (req, res) => {
    if (!apiHandler(req, res)) serveFiles(req, res)
  }
  const server = tls ? createTlsServer(tls, handle) : createServer(handle)
  // A slow client may hold a request open for this long at most (Node's default is 5 minutes).
  server.requestTimeout = 30_000
  server.on('close', apiHandler.close)
  return server
}
