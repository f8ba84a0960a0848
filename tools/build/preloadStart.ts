import type { Plugin } from 'vite'

/** Vite preloads only static imports: this adds the entry's dynamic ones, their stylesheets, and the default catalog, which the prerender swaps per locale. */
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
        entry.dynamicImports.forEach(visit)
        files.add(catalog.fileName)
        // The shell's components import their own sheets: linked here, so a prerendered page paints styled.
        const styles = chunks.filter((chunk) => files.has(chunk.fileName)).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
        const link = (rel: string, file: string) => ({
          tag: 'link',
          attrs: { rel, crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        })
        const missing = (file: string) => !html.includes(`${base}${file}"`) // none Vite already links
        return [
          ...[...new Set(styles)].filter(missing).map((file) => link('stylesheet', file)),
          ...[...files].filter(missing).map((file) => link('modulepreload', file)),
        ]
      },
    },
  }
}
