import type { Plugin } from 'vite'
import { LOCALES } from '#domain/locale/locales'
import { openApiDocument } from '../../server/src/openapi/openapi.ts'
import { openApiDocumentPath } from '../../src/features/api-docs/documentPath.ts'

export function openApiFiles(): Map<string, unknown> {
  return new Map(LOCALES.map((locale) => [openApiDocumentPath(locale), openApiDocument(locale)]))
}

export function openApiDocuments(): Plugin {
  return {
    name: 'shop:openapi-documents',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = openApiFiles().get(new URL(req.url ?? '/', 'http://localhost').pathname)
        if (file === undefined) return next()
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.end(JSON.stringify(file))
      })
    },
    generateBundle() {
      for (const [path, body] of openApiFiles()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: JSON.stringify(body) })
    },
  }
}
