import type { INestApplicationContext } from '@nestjs/common'
import {
  CacheService,
  ChangeChannelEvent,
  ChannelEvent,
  CollectionEvent,
  CollectionModificationEvent,
  ConfigService,
  Customer,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  GlobalSettingsEvent,
  Order,
  PaymentMethodEvent,
  ProductChannelEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductOptionGroupChangeEvent,
  ProductOptionGroupEvent,
  ProductVariantChannelEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  ShippingMethodEvent,
  StockLocationEvent,
  StockMovementEvent,
  TaxRateEvent,
  type VendureEvent,
} from '@vendure/core'
import { randomUUID } from 'node:crypto'
import { databaseKind } from '../config/database.js'
import { afterRollback } from '../plugins/sqlite-transactions/sharedRunnerLock.js'

const CATALOGUE_EVENTS = [
  ProductEvent,
  ProductChannelEvent,
  ProductVariantEvent,
  ProductVariantChannelEvent,
  ProductVariantPriceEvent,
  ProductOptionEvent,
  ProductOptionGroupEvent,
  ProductOptionGroupChangeEvent,
  FacetEvent,
  FacetValueEvent,
  CollectionEvent,
  CollectionModificationEvent,
  StockMovementEvent,
  StockLocationEvent,
  TaxRateEvent,
  ChannelEvent,
  GlobalSettingsEvent,
  // What the pages say of delivery and payment (shopTerms) is kept with them.
  ShippingMethodEvent,
  PaymentMethodEvent,
]

// Vendure announces every new cart and customer as "assigned to a channel", as it does a product joining one.
const SHOPPERS_OWN = [Order, Customer]

function isCatalogueEvent(event: VendureEvent): boolean {
  if (event instanceof ChangeChannelEvent) return !SHOPPERS_OWN.some((type) => event.entity instanceof type)
  return CATALOGUE_EVENTS.some((type) => event instanceof type)
}

// Vendure caches tax rates and channels in each process's memory (`entityOptions`, 30 s): prices follow only after that.
const isSettingsEvent = (event: VendureEvent) => event instanceof TaxRateEvent || event instanceof ChannelEvent
const SETTINGS = 'settings:'

const GENERATION = 'catalogue:generation'

/** `announced` gets each token as it is made, with the promise of its write into the shared cache. */
export function announceCatalogueChanges(
  app: INestApplicationContext,
  announced: (token: string, written: Promise<void>) => void = () => {},
): void {
  const cache = app.get(CacheService)
  app
    .get(EventBus)
    .filter(isCatalogueEvent)
    .subscribe((event) => {
      const token = `${isSettingsEvent(event) ? SETTINGS : ''}${randomUUID()}`
      announced(token, cache.set(GENERATION, token))
    })
}
const POLL_MS = 2000

let version = 0
export const catalogueVersion = (): number => version

/** Other processes' changes arrive by polling a token in the shared cache; a SQLite rollback counts too (reads may have seen what it undid). */
export function followCatalogue(app: INestApplicationContext, changed: () => void): void {
  const cache = app.get(CacheService)
  const { channelCacheTtl = 30_000, taxRateCacheTtl = 30_000 } = app.get(ConfigService).entityOptions
  const change = (token: string | undefined) => {
    version++
    changed()
    if (token?.startsWith(SETTINGS)) setTimeout(() => change(undefined), Math.max(channelCacheTtl, taxRateCacheTtl) + 1000).unref()
  }
  const postgres = databaseKind() === 'postgres'
  // Own tokens read back are no second change; own changes count once written (docs/performance.md#catalogue-answer-cache).
  const own = new Set<string>()
  announceCatalogueChanges(app, (token, written) => {
    if (postgres) own.add(token)
    if (own.size > 100) own.delete(own.values().next().value!)
    void written.then(() => change(token))
  })
  afterRollback(() => change(undefined))
  if (!postgres) return
  // Only what the poll read counts as seen: a token another process wrote just after this one's is never missed.
  // Nothing read (Vendure's cache answers a failed read with nothing) is no change.
  let seen: string | undefined
  setInterval(() => {
    void cache.get<string>(GENERATION).then((token) => {
      if (token === undefined || token === seen) return
      if (!own.delete(token)) change(token)
      seen = token
    })
  }, POLL_MS).unref()
}
