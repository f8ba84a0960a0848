import { DefaultCachePlugin, DefaultJobQueuePlugin, DefaultSchedulerPlugin, DefaultSearchPlugin, type VendureConfig } from '@vendure/core'
import { DashboardPlugin } from '@vendure/dashboard/plugin'
import { join } from 'node:path'
import { databaseKind, databaseOptions } from './config/database.js'
import { emailPlugin } from './config/email.js'
import { loadSecrets, ROOT } from './config/environment.js'
import { trustProxyFromEnv } from './config/proxy.js'
import { BackOfficePlugin } from './plugins/back-office/backOffice.plugin.js'
import { CataloguePlugin } from './plugins/catalogue/catalogue.plugin.js'
import { CheckoutPlugin } from './plugins/checkout/checkout.plugin.js'
import { SqliteTransactionsPlugin } from './plugins/sqlite-transactions/sqliteTransactions.plugin.js'
import { SharedCountsPlugin } from './plugins/shared-counts/sharedCounts.plugin.js'
import { SubmissionsPlugin } from './plugins/submissions/submissions.plugin.js'

// Vendure reports anonymous usage unless told not to; this shop sends nothing anywhere.
process.env.VENDURE_DISABLE_TELEMETRY = 'true'

const { secrets } = loadSecrets()

export const config: VendureConfig = {
  apiOptions: {
    port: Number(process.env.PORT ?? 4173),
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    // The shop's pages call the API from their own origin; another origin is allowed only when the
    // pages are served from a CDN (SHOP_ORIGIN, the pages' origin, as VITE_API_BASE_URL is the API's).
    cors: process.env.SHOP_ORIGIN
      ? { origin: process.env.SHOP_ORIGIN.split(',').map((origin) => origin.trim()), credentials: true }
      : false,
    // A cross-site HTML form cannot POST to GraphQL (Apollo refuses simple requests without a preflight).
    csrfPrevention: true,
    // Behind a TLS proxy: the client's address for the limits, and https for Secure cookies.
    trustProxy: trustProxyFromEnv(),
  },
  authOptions: {
    tokenMethod: ['cookie'],
    superadminCredentials: { identifier: secrets.superadminUsername, password: secrets.superadminPassword },
    // A shopper's session and an administrator's never share a cookie on the one origin.
    cookieOptions: { secret: secrets.cookieSecret, httpOnly: true, sameSite: 'lax', name: { shop: 'session', admin: 'admin-session' } },
  },
  dbConnectionOptions: databaseOptions(),
  // The checkout plugin adds the shop's payment handler, delivery tiers and order rules.
  paymentOptions: { paymentMethodHandlers: [] },
  plugins: [
    SharedCountsPlugin,
    CataloguePlugin,
    CheckoutPlugin,
    SubmissionsPlugin,
    emailPlugin(),
    BackOfficePlugin,
    // The owner's Dashboard, built by `npm run build:dashboard` (npm start builds it when stale).
    // No Vite dev server is ever proxied: the plugin would hand /dashboard to whatever answers on
    // that port (the shop's own `npm run dev` uses 5173, its default); port 0 refuses at once.
    DashboardPlugin.init({ route: 'dashboard', appDir: join(ROOT, 'server', 'dist-dashboard'), viteDevServerPort: 0 }),
    DefaultSchedulerPlugin.init(),
    // Several jobs at a time: one import queues a search-index and a collection job per product.
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true, concurrency: 4 }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
    // After the job queue plugin, whose jobs it makes units of work: on SQLite, one transaction at a time.
    ...(databaseKind() === 'sqlite' ? [SqliteTransactionsPlugin] : []),
    // On Postgres Vendure's cache (its sessions among it) is the database's, shared by every server,
    // so that a sign-out on one is a sign-out on all; one process on SQLite keeps it in memory.
    ...(databaseKind() === 'postgres' ? [DefaultCachePlugin.init({ cacheSize: 100_000 })] : []),
  ],
}
