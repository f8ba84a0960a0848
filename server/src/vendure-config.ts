import { DefaultCachePlugin, DefaultJobQueuePlugin, DefaultSchedulerPlugin, DefaultSearchPlugin, type VendureConfig } from '@vendure/core'
import { DashboardPlugin } from '@vendure/dashboard/plugin'
import { join } from 'node:path'
import { databaseKind, databaseOptions } from './config/database.js'
import { emailPlugin } from './config/email.js'
import { loadSecrets, ROOT } from './config/environment.js'
import { ShopLogger } from './config/logger.js'
import { trustProxyFromEnv } from './config/proxy.js'
import { BackOfficePlugin } from './plugins/back-office/backOffice.plugin.js'
import { CataloguePlugin } from './plugins/catalogue/catalogue.plugin.js'
import { catalogueCustomFields } from './plugins/catalogue/customFields.js'
import { CheckoutPlugin } from './plugins/checkout/checkout.plugin.js'
import { MarketsPlugin } from './plugins/markets/markets.plugin.js'
import { SqliteTransactionsPlugin } from './plugins/sqlite-transactions/sqliteTransactions.plugin.js'
import { SharedCountsPlugin } from './plugins/shared-counts/sharedCounts.plugin.js'
import { SubmissionsPlugin } from './plugins/submissions/submissions.plugin.js'
import { AccountsPlugin } from './plugins/accounts/accounts.plugin.js'
import { AfterSalePlugin } from './plugins/after-sale/afterSale.plugin.js'
import { BackInStockPlugin } from './plugins/back-in-stock/backInStock.plugin.js'
import { OwnDataPlugin } from './plugins/own-data/ownData.plugin.js'

process.env.VENDURE_DISABLE_TELEMETRY = 'true'

const { secrets } = loadSecrets()

export const config: VendureConfig = {
  logger: new ShopLogger(catalogueCustomFields),
  apiOptions: {
    port: Number(process.env.PORT ?? 4173),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    cors: process.env.SHOP_ORIGIN
      ? { origin: process.env.SHOP_ORIGIN.split(',').map((origin) => origin.trim()), credentials: true }
      : false,
    // A cross-site HTML form cannot POST to GraphQL: Apollo refuses simple requests without a preflight.
    csrfPrevention: true,
    trustProxy: trustProxyFromEnv(),
  },
  authOptions: {
    tokenMethod: ['cookie'],
    superadminCredentials: { identifier: secrets.superadminUsername, password: secrets.superadminPassword },
    cookieOptions: { secret: secrets.cookieSecret, httpOnly: true, sameSite: 'lax', name: { shop: 'session', admin: 'admin-session' } },
  },
  dbConnectionOptions: databaseOptions(),
  paymentOptions: { paymentMethodHandlers: [] },
  plugins: [
    SharedCountsPlugin,
    CataloguePlugin,
    CheckoutPlugin,
    MarketsPlugin,
    SubmissionsPlugin,
    AccountsPlugin,
    AfterSalePlugin,
    BackInStockPlugin,
    OwnDataPlugin,
    emailPlugin(),
    BackOfficePlugin,
    // Port 0: otherwise the plugin proxies /dashboard to whatever answers on 5173 (the shop's own `npm run dev`).
    DashboardPlugin.init({ route: 'dashboard', appDir: join(ROOT, 'server', 'dist-dashboard'), viteDevServerPort: 0 }),
    DefaultSchedulerPlugin.init(),
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true, concurrency: 4 }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
    // After the job queue plugin, whose jobs it wraps as units of work.
    ...(databaseKind() === 'sqlite' ? [SqliteTransactionsPlugin] : []),
    // Sessions in the shared database cache, so that a sign-out on one server is a sign-out on all.
    ...(databaseKind() === 'postgres' ? [DefaultCachePlugin.init({ cacheSize: 100_000 })] : []),
  ],
}
