// Builds the Vendure Dashboard with the Dashboard's own Vite (7), beside the shop's Vite 8.
// Its Vite plugin and gql.tada call TypeScript's classic compiler API (`ts.transpileModule`,
// `ts.parseConfigFileTextToJson`), which TypeScript 7 no longer exports: in this process only,
// `typescript` resolves to Microsoft's side-by-side TypeScript 6 package (docs/decisions.md).
import { mkdtempSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

// The plugin imports the Vendure config, which reads (and on a first run writes) the shop's secrets:
// point it at a throwaway data folder, so that a build never touches the shop's own.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'woodnest-dashboard-build-'))

// The plugin compiles the config's imports file by file (`transpileModule` with fixed options) and
// keeps their specifiers: the shop's code shared with the browser imports `./x.ts`, which the
// server's tsc rewrites to `./x.js` (`rewriteRelativeImportExtensions`) and this compile does not.
const COMPILED_CONFIG = /\/vendure-dashboard-temp\//
registerHooks({
  resolve: (specifier, context, nextResolve) => {
    if (specifier === 'typescript') return nextResolve('@typescript/typescript6', context)
    if (COMPILED_CONFIG.test(context.parentURL ?? '') && /^\.\.?\/.*\.tsx?$/.test(specifier)) {
      return nextResolve(specifier.replace(/\.tsx?$/, '.js'), context)
    }
    return nextResolve(specifier, context)
  },
})

const fromDashboard = createRequire(createRequire(import.meta.url).resolve('@vendure/dashboard/vite'))
const { build } = await import(pathToFileURL(fromDashboard.resolve('vite')).href)
await build({ configFile: join(import.meta.dirname, 'vite.config.mts'), logLevel: process.argv.includes('--quiet') ? 'warn' : 'info' })
