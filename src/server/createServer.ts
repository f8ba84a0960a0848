import { createServer, type Server } from 'node:http'
import { createApiHandler, type ApiOptions } from './api/handler.ts'
import { createShopHandler } from './app.ts'

/**
 * The whole shop on one port: the reference API's paths first, the built files for the rest
 * (the catalogue's static JSON under /api/v1/{locale}/ included). Closing the server closes
 * the database.
 */
export function createShopServer({ distDir, ...api }: ApiOptions & { distDir: string }): Server {
  const apiHandler = createApiHandler(api)
  const serveFiles = createShopHandler(distDir)
  const server = createServer((req, res) => {
    if (!apiHandler(req, res)) serveFiles(req, res)
  })
  // A slow client may hold a request open for this long at most (Node's default is 5 minutes).
  server.requestTimeout = 30_000
  server.on('close', apiHandler.close)
  return server
}
