import type { IncomingMessage, ServerResponse } from 'node:http'
import { createApiHandler, type ApiHandler } from '../../../src/server/api/handler.ts'
import { createShopHandler } from '../../../src/server/app.ts'
import { apiOriginOf } from '../../../src/server/securityHeaders.ts'

/** Paths Vendure answers itself; everything else is the shop's. */
const VENDURE_PATHS = /^\/(?:shop-api|admin-api|health|dashboard|mailbox)(?:[/?]|$)/

export type ShopMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & { api: ApiHandler }

/**
 * The shop on Vendure's own port: its prerendered pages and SPA (with their security headers and
 * 404 page) and the form endpoints under /api/v1, mounted as an Express middleware ahead of
 * Vendure's routes (`apiOptions.middleware` with `beforeListen`).
 */
export function shopMiddleware({ distDir, dbPath }: { distDir: string; dbPath: string }): ShopMiddleware {
  const api = createApiHandler({ dbPath })
  // The build read the same variable: its API host must be allowed by connect-src.
  const serveFiles = createShopHandler(distDir, { apiOrigin: apiOriginOf(process.env.VITE_API_BASE_URL) })
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (VENDURE_PATHS.test(req.url ?? '/')) return next()
    if (!api(req, res)) serveFiles(req, res)
  }
  return Object.assign(handle, { api })
}
