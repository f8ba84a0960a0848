import { vendureDashboardPlugin } from '@vendure/dashboard/vite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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

// The extensions' Lingui macros compile to imports of `@lingui/react` and `@lingui/core`: they must
// reach the Dashboard's own copies (Lingui 5), whose provider holds its language, not the shop's Lingui 6.
const dashboardModules = join(fileURLToPath(import.meta.resolve('@vendure/dashboard/vite')), '../../../node_modules')

/**
 * Vendure 3.7.3 hands the extensions' messages to the Dashboard as source text, and the Dashboard's
 * Lingui has no compiler at run time: it logs "Uncompiled message detected!" for each one and renders
 * plurals raw. Compiled here, with the Dashboard's own Lingui, as its built-in catalogs are.
 */
const compiledPluginTranslations = {
  name: 'woodnest:compiled-plugin-translations',
  async transform(code: string, id: string) {
    if (id !== '\0virtual:plugin-translations') return undefined
    const { compileMessage } = await import(join(dashboardModules, '@lingui/message-utils/dist/compileMessage.mjs'))
    const source = new Function(code.replace(/export default translations;?/, 'return translations;'))() as Record<
      string,
      Record<string, string>
    >
    const compiled = Object.fromEntries(
      Object.entries(source).map(([locale, messages]) => [
        locale,
        Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])),
      ]),
    )
    return `export default ${JSON.stringify(compiled)};`
  },
}

export default {
  base: '/dashboard/',
  root: import.meta.dirname,
  resolve: {
    alias: {
      '@lingui/react': join(dashboardModules, '@lingui/react'),
      '@lingui/core': join(dashboardModules, '@lingui/core'),
    },
  },
  // Vendure's Dashboard is one large app for the shop's staff, in chunks of its own making: Vite's
  // 500 kB hint is for shoppers' pages (docs/decisions.md#a-quiet-first-run).
  build: { outDir: join(import.meta.dirname, '../dist-dashboard'), emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  plugins: [
    vendureDashboardPlugin({
      vendureConfigPath: pathToFileURL(join(import.meta.dirname, '../src/vendure-config.ts')),
      api: { host: 'auto', port: 'auto' },
      module: 'esm',
      gqlOutputPath: join(import.meta.dirname, '../dist-dashboard-gql'),
      // The config imports domain/ beside server/ (tsconfig paths): both compile under one root.
      pathAdapter: { sourceRoot: join(import.meta.dirname, '../..') },
    }),
    preferLanguage,
    compiledPluginTranslations,
  ],
}
