// Builds the Vendure Dashboard with the Dashboard's own Vite (7), beside the shop's Vite 8.
// Its Vite plugin and gql.tada call TypeScript's classic compiler API (`ts.transpileModule`,
// `ts.parseConfigFileTextToJson`), which TypeScript 7 no longer exports: in this process only,
// `typescript` resolves to Microsoft's side-by-side TypeScript 6 package (docs/decisions.md).
import { createRequire, registerHooks } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

registerHooks({
  resolve: (specifier, context, nextResolve) => nextResolve(specifier === 'typescript' ? '@typescript/typescript6' : specifier, context),
})

const fromDashboard = createRequire(createRequire(import.meta.url).resolve('@vendure/dashboard/vite'))
const { build } = await import(pathToFileURL(fromDashboard.resolve('vite')).href)
await build({ configFile: join(import.meta.dirname, 'vite.config.mts'), logLevel: process.argv.includes('--quiet') ? 'warn' : 'info' })
