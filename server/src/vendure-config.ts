import { DefaultJobQueuePlugin, DefaultSchedulerPlugin, DefaultSearchPlugin, type VendureConfig } from '@vendure/core'
import { databaseOptions } from './config/database.ts'
import { loadSecrets } from './config/environment.ts'

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
    cors: process.env.SHOP_ORIGIN ? { origin: process.env.SHOP_ORIGIN.split(','), credentials: true } : false,
    // A cross-site HTML form cannot POST to GraphQL (Apollo refuses simple requests without a preflight).
    csrfPrevention: true,
  },
  authOptions: {
    tokenMethod: ['cookie'],
    superadminCredentials: { identifier: secrets.superadminUsername, password: secrets.superadminPassword },
    cookieOptions: { secret: secrets.cookieSecret, httpOnly: true, sameSite: 'lax' },
  },
  dbConnectionOptions: databaseOptions(),
  paymentOptions: { paymentMethodHandlers: [] },
  plugins: [
    DefaultSchedulerPlugin.init(),
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
}
