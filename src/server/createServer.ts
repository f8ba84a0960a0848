import { createServer, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { createApiHandler, type ApiOptions } from './api/handler.ts'
import { createShopHandler } from './app.ts'

export type ShopServerOptions = ApiOptions & {
  distDir: string
  /** The API's own origin when the build talks to another host (`apiOriginOf(VITE_API_BASE_URL)`). */
  apiOrigin?: string | undefined
  /** Serve https itself (PEM key and certificate); answers then carry HSTS. */
  tls?: { key: string | Buffer; cert: string | Buffer }
}

/**
 * The whole shop on one port: the reference API's paths first, the built files for the rest
 * (the catalogue's static JSON under /api/v1/{locale}/ included). Closing the server closes
 * the database.
 */
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
