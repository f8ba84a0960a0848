import { vendureDashboardPlugin } from '@vendure/dashboard/vite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const PREFER_LANGUAGE = 'prefer-language.js'

/** Adds the language step, which runs before the Dashboard's deferred module script, as a file of its own (the Dashboard's CSP runs no inline script). */
const preferLanguage = {
  name: 'woodnest:prefer-language',
  apply: 'build' as const,
  generateBundle(this: { emitFile: (file: { type: 'asset'; fileName: string; source: string }) => void }) {
    this.emitFile({
      type: 'asset',
      fileName: PREFER_LANGUAGE,
      source: readFileSync(join(import.meta.dirname, 'preferLanguage.js'), 'utf8'),
    })
  },
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: PREFER_LANGUAGE }, injectTo: 'head' as const }],
}

export default {
  base: '/dashboard/',
  root: import.meta.dirname,
  build: { outDir: join(import.meta.dirname, '../dist-dashboard'), emptyOutDir: true },
  plugins: [
    vendureDashboardPlugin({
      vendureConfigPath: pathToFileURL(join(import.meta.dirname, '../src/vendure-config.ts')),
      api: { host: 'auto', port: 'auto' },
      module: 'esm',
      gqlOutputPath: join(import.meta.dirname, '../dist-dashboard-gql'),
    }),
    preferLanguage,
  ],
}
