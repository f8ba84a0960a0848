import type { Plugin } from 'vite'

/**
 * Adds `<link rel="modulepreload">` for a locale's shell catalog chunk to index.html, so the catalog
 * the first paint needs downloads alongside the entry instead of one round trip after it.
 */
export function preloadCatalog(locale: string): Plugin {
  let base = '/'
  return {
    name: 'shop:preload-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const catalog = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/src/locales/${locale}/messages.po`),
        )
        if (!catalog) throw new Error(`preloadCatalog: no chunk for the ${locale} catalog`)
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${catalog.fileName}` }, injectTo: 'head' }]
      },
    },
  }
}
