import type { Plugin } from 'vite'
import { createApiHandler, type ApiHandler } from '../server/api/handler.ts'
import { shopDbPath } from '../server/api/dbPath.ts'

/**
 * Serves the reference API (the form endpoints and /api/v1/health) from the dev server too, with
 * the same database as `npm start`. The database opens on the first API request, so that tools
 * that start a dev server without calling the API (Vitest) never touch it.
 */
export function referenceApi(): Plugin {
  return {
    name: 'shop:reference-api',
    apply: 'serve',
    configureServer(server) {
      let api: ApiHandler | undefined
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/v1/')) return next()
        if (!api) {
          const dbPath = shopDbPath(server.config.root)
          api = createApiHandler({ dbPath })
          server.config.logger.info(`Submissions are stored in ${dbPath}`, { timestamp: true })
        }
        if (!api(req, res)) next()
      })
      server.httpServer?.once('close', () => api?.close())
    },
  }
}
