import {
  CollectionService,
  SearchService,
  bootstrap,
  JobQueueService,
  Product,
  RequestContextService,
  runMigrations,
  SettingsStoreService,
  TransactionalConnection,
  type VendureConfig,
} from '@vendure/core'
import type { INestApplication } from '@nestjs/common'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { dataDir, isScaledOut, loadSecrets, ROOT } from './config/environment.js'
import { oneAtATime } from './config/oneAtATime.js'
import { MarketChannels } from './plugins/markets/marketChannels.js'
import type { AdminClient } from './seed/adminClient.js'
import { jobsDone } from './seed/importCatalogue.js'
import { SEED_PROGRESS_KEY, seedIfEmpty } from './seed/seed.js'
import { seedJobs } from './seed/seedJobs.js'
import { buildDashboardIfStale, buildShopIfStale, dashboardIsBuilt, dashboardIsStale, isBuilt } from './storefront/buildShop.js'
import { followCatalogue } from './storefront/catalogueEvents.js'
import { shopMiddleware } from './storefront/shopMiddleware.js'
import { config as baseConfig } from './vendure-config.js'

const dist = join(ROOT, 'dist')
const apiOnly = process.argv.includes('--api-only')
const build = !apiOnly && !process.argv.includes('--no-build')
if (!apiOnly && !build && !isBuilt(dist)) {
  console.error('No build found in dist/. Run `npm run build` first, or `npm start` without --no-build.')
  process.exit(1)
}

const shop = shopMiddleware()
// From the first request on, /dashboard says in the shop's words that it is on its way, or missing.
shop.dashboard(build && dashboardIsStale(ROOT) ? 'building' : dashboardIsBuilt(ROOT) ? 'ready' : 'missing')
const config: VendureConfig = {
  ...baseConfig,
  apiOptions: { ...baseConfig.apiOptions, middleware: [{ route: '/', handler: shop, beforeListen: true }] },
}

const { secrets, generatedPassword } = loadSecrets()
const jobsHere = !isScaledOut()

function listen(app: INestApplication): number {
  const express = app.getHttpAdapter().getInstance() as { disable: (setting: string) => void }
  express.disable('x-powered-by')
  const server = app.getHttpServer() as Server
  server.requestTimeout = 30_000
  const port = (server.address() as AddressInfo).port
  console.log(`Vendure answers on port ${port}`)
  shop.listening(`http://127.0.0.1:${port}`)
  return port
}

/** Runs before the job queue starts, so that its collection and search jobs run once, merged. */
async function seed(app: INestApplication, port: number): Promise<AdminClient | undefined> {
  if (process.argv.includes('--no-seed')) return undefined
  try {
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' })
    const store = app.get(SettingsStoreService)
    return await seedIfEmpty(`http://127.0.0.1:${port}/admin-api`, secrets, {
      progress: async () => (await store.get<{ state: string }>(ctx, SEED_PROGRESS_KEY))?.state,
      markProgress: async (state) => void (await store.set(ctx, SEED_PROGRESS_KEY, { state })),
      productsEverStored: () => app.get(TransactionalConnection).rawConnection.getRepository(Product).count({ withDeleted: true }),
      jobs: seedJobs(app.get(JobQueueService), async () => {
        await app.get(CollectionService).triggerApplyFiltersJob(ctx)
        await app.get(SearchService).reindex(ctx)
      }),
    })
  } catch (error) {
    console.error(`Seeding the catalogue failed: ${(error as Error).message}`)
    await app.close()
    process.exit(1)
  }
}

const { app, port, seeded } = await oneAtATime(async () => {
  await runMigrations(config)
  // Vendure logs a failed migration and sets the exit code without throwing: never start on half a schema.
  if (process.exitCode) process.exit(process.exitCode)
  const app = await bootstrap(config)
  followCatalogue(app, () => shop.search.invalidate())
  const port = listen(app)
  const seeded = await seed(app, port)
  await app.get(MarketChannels).open({ freshlySeeded: seeded !== undefined })
  return { app, port, seeded }
})
if (jobsHere) await app.get(JobQueueService).start()
if (seeded) await jobsDone(seeded)
await shop.search.warm().catch((error: unknown) => console.error(`The search index could not be built: ${(error as Error).message}`))
if (build) {
  try {
    await buildShopIfStale(ROOT, dist, `http://127.0.0.1:${port}`)
  } catch (error) {
    console.error((error as Error).message)
    await app.close()
    process.exit(1)
  }
}
shop.open(apiOnly ? undefined : dist)
if (apiOnly) console.log(`\nThe Shop API is ready at http://localhost:${port}/shop-api`)
else console.log(`\nWoodnest is open at http://localhost:${port}/ (Ctrl+C to stop)`)
console.log(`Its data is in ${dataDir()}`)
if (generatedPassword) {
  console.log(`The administrator is "${secrets.superadminUsername}" with the password "${secrets.superadminPassword}"`)
  console.log('(generated on the first start into the data folder, printed this once; set SUPERADMIN_PASSWORD to choose one)\n')
}
const dashboardBuilt = build
  ? await buildDashboardIfStale(ROOT).then(
      () => true,
      (error: unknown) => void console.error(`The Dashboard could not be built: ${(error as Error).message}`),
    )
  : true
shop.dashboard(dashboardIsBuilt(ROOT) && dashboardBuilt ? 'ready' : 'missing')
if (!apiOnly && dashboardBuilt) console.log(`The owner's Dashboard is at http://localhost:${port}/dashboard`)
