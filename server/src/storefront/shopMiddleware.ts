import type { IncomingMessage, ServerResponse } from 'node:http'
import { asUnit } from '../plugins/sqlite-transactions/unitOfWork.js'
import { createApiHandler, type ApiHandler } from '../../../src/server/api/handler.js'
import { createShopHandler } from '../../../src/server/app.js'
import { apiOriginOf } from '../../../src/server/securityHeaders.js'

/** Paths Vendure answers itself; everything else is the shop's. */
const VENDURE_PATHS = /^\/(?:shop-api|admin-api|health|dashboard|mailbox)(?:[/?]|$)/

export type ShopMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  api: ApiHandler
  /** Opens the shop's pages once the catalogue is in place (until then they answer 503). */
  open: () => void
}

/**
 * The shop on Vendure's own port: its prerendered pages and SPA (with their security headers and
 * 404 page) and the form endpoints under /api/v1, mounted as an Express middleware ahead of
 * Vendure's routes (`apiOptions.middleware` with `beforeListen`).
 */
export function shopMiddleware({ distDir, dbPath }: { distDir: string; dbPath: string }): ShopMiddleware {
  const api = createApiHandler({ dbPath })
  // The build read the same variable: its API host must be allowed by connect-src.
  const serveFiles = createShopHandler(distDir, { apiOrigin: apiOriginOf(process.env.VITE_API_BASE_URL) })
  let opened = false
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    // Each request to Vendure is a unit of work of its own (SQLite's transaction lock tells them apart).
    if (VENDURE_PATHS.test(req.url ?? '/')) return asUnit(next)
    // The first start seeds the catalogue through the Admin API after listening: no page before that.
    if (!opened) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2', 'Cache-Control': 'no-store' })
      // Before the app (and its catalogs) can load: both languages, plainly.
      return void res.end('The shop is starting. Please try again in a moment.\n商店正在启动，请稍后再试。\n')
    }
    if (!api(req, res)) serveFiles(req, res)
  }
  return Object.assign(handle, { api, open: () => void (opened = true) })
}
