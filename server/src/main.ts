// `npm start` (and `npm run serve`, with --no-build): Vendure and the shop on one port.
import { bootstrap, runMigrations, type VendureConfig } from '@vendure/core'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { shopDbPath } from '../../src/server/api/dbPath.ts'
import { dataDir, loadSecrets, ROOT } from './config/environment.ts'
import { buildShopIfStale } from './storefront/buildShop.ts'
import { shopMiddleware } from './storefront/shopMiddleware.ts'
import { config as baseConfig } from './vendure-config.ts'

const dist = join(ROOT, 'dist')
if (!process.argv.includes('--no-build')) buildShopIfStale(ROOT, dist)
if (!existsSync(join(dist, '404.html'))) {
  console.error('No build found in dist/. Run `npm run build` first, or `npm start` without --no-build.')
  process.exit(1)
}

const shop = shopMiddleware({ distDir: dist, dbPath: shopDbPath(ROOT, { ...process.env, DATA_DIR: dataDir() }) })
const config: VendureConfig = {
  ...baseConfig,
  apiOptions: { ...baseConfig.apiOptions, middleware: [{ route: '/', handler: shop, beforeListen: true }] },
}

await runMigrations(config)
const app = await bootstrap(config)
const server = app.getHttpServer() as Server
// A slow client may hold a request open for this long at most (Node's default is 5 minutes).
server.requestTimeout = 30_000
server.on('close', shop.api.close)

const { secrets, generatedPassword } = loadSecrets()
console.log(`\nWoodnest is open at http://localhost:${config.apiOptions.port}/ (Ctrl+C to stop)`)
console.log(`Its data is in ${dataDir()}`)
if (generatedPassword) {
  console.log(`The administrator is "${secrets.superadminUsername}" with the password "${secrets.superadminPassword}"`)
  console.log('(generated on the first start into the data folder, printed this once; set SUPERADMIN_PASSWORD to choose one)\n')
}
