import type { Plugin } from 'vite'

/**
 * Adds `<link rel="modulepreload">` to index.html for what the entry fetches as it starts, so it
 * all downloads alongside the entry instead of one round trip after the other (Vite only preloads
 * what an entry imports statically):
 * - the chunks the entry imports dynamically (React DOM, then the shell: src/main.tsx) and every
 *   chunk they import;
 * - the default locale's shell catalog, which the first render needs (the prerender step swaps it
 *   for the page's own locale).
 */
export function preloadStart(defaultLocale: string): Plugin {
  let base = '/'
  return {
    name: 'shop:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk')
        const entry = ctx.chunk
        if (!entry) throw new Error('preloadStart: index.html has no entry chunk')
        const catalog = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/locales/${defaultLocale}/messages.po`))
        if (!catalog) throw new Error(`preloadStart: no chunk for the ${defaultLocale} catalog`)

        const files = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit)
          files.add(file)
        }
        // In the order the entry evaluates them, imported chunks first.
        entry.dynamicImports.forEach(visit)
        files.add(catalog.fileName)
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`)) // none Vite already preloads
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}
