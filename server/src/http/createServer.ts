import { createServer, type Server } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { createShopHandler } from './app.ts'

export type ShopServerOptions = {
  distDir: string
  apiOrigin?: string | undefined
  tls?: { key: string | Buffer; cert: string | Buffer }
}

/**
 * The built pages alone, served as `npm start` serves them (headers, compression, the 404 page):
 * for the HTTP Observatory and the page server's fuzz test. The shop itself runs them inside
 * Vendure (server/src/main.ts).
 */
export function createShopServer({ distDir, apiOrigin, tls }: ShopServerOptions): Server {
  const serveFiles = createShopHandler(distDir, { apiOrigin })
  const handle: Parameters<typeof createServer>[1] = (req, res) => serveFiles(req, res)
  const server = tls ? createTlsServer(tls, handle) : createServer(handle)
  // A slow client may hold a request open for this long at most (Node's default is 5 minutes).
  server.requestTimeout = 30_000
  return server
}
