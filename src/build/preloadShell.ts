import type { Plugin } from 'vite'

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks the entry imports dynamically
 * as it starts (React DOM, then the shell: src/main.tsx) and every chunk they import. Vite only
 * preloads what an entry imports statically: without these, each would be requested one round
 * trip after the other.
 */
export function preloadShell(): Plugin {
  let base = '/'
  return {
    name: 'shop:preload-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk')
        const entryChunk = ctx.chunk
        if (!entryChunk) throw new Error('preloadShell: index.html has no entry chunk')
        const files = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          const chunk = chunks.find((candidate) => candidate.fileName === file)
          chunk?.imports.forEach(visit)
          files.add(file)
        }
        entryChunk.dynamicImports.forEach(visit)
        // In the order the entry evaluates them, imported chunks first; none Vite already preloads.
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}
