import type { INestApplicationContext } from '@nestjs/common'
import {
  CacheService,
  ChangeChannelEvent,
  ChannelEvent,
  ConfigService,
  CollectionEvent,
  CollectionModificationEvent,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  GlobalSettingsEvent,
  ProductChannelEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductOptionGroupChangeEvent,
  ProductOptionGroupEvent,
  ProductVariantChannelEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
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
  ChangeChannelEvent,
  // Prices with tax, and the stock a threshold leaves.
  TaxRateEvent,
  ChannelEvent,
  GlobalSettingsEvent,
]

/** Whether an event changes what a shopper reads of the catalogue: names, prices, stock, collections. */
function isCatalogueEvent(event: VendureEvent): boolean {
  return CATALOGUE_EVENTS.some((type) => event instanceof type)
}

// Vendure keeps tax rates and channels in each process's memory for a while (`entityOptions`,
// 30 s by default): prices follow such a change only once every process has let go of the old.
const isSettingsEvent = (event: VendureEvent) => event instanceof TaxRateEvent || event instanceof ChannelEvent
const SETTINGS = 'settings:'

const GENERATION = 'catalogue:generation'

/** Writes a new token into the shared cache after each change to the catalogue made in this process (the worker's jobs included). */
export function announceCatalogueChanges(app: INestApplicationContext, announced: (token: string) => void = () => {}): void {
  const cache = app.get(CacheService)
  app
    .get(EventBus)
    .filter(isCatalogueEvent)
    .subscribe((event) => {
      const token = `${isSettingsEvent(event) ? SETTINGS : ''}${randomUUID()}`
      announced(token)
      void cache.set(GENERATION, token)
    })
}
const POLL_MS = 2000

let version = 0
/** How many catalogue changes this process has seen: part of the key of each cached catalogue answer. */
export const catalogueVersion = (): number => version

/**
 * Calls `changed`, and moves `catalogueVersion`, after any change to the catalogue, made in this
 * process or in another on the same database (another server, or the worker whose jobs move
 * products into collections), and after a rollback on SQLite (whose reads may have seen what it
 * undid). Each change here writes a new token into the shared cache; on Postgres every process
 * compares the token every two seconds. One process on SQLite sees every change on its own bus.
 * `main.ts` calls it in every process that serves the Shop API.
 */
export function followCatalogue(app: INestApplicationContext, changed: () => void): void {
  const cache = app.get(CacheService)
  const { channelCacheTtl = 30_000, taxRateCacheTtl = 30_000 } = app.get(ConfigService).entityOptions
  const change = (token: string | undefined) => {
    version++
    changed()
    if (token?.startsWith(SETTINGS)) setTimeout(() => change(undefined), Math.max(channelCacheTtl, taxRateCacheTtl) + 1000).unref()
  }
  announceCatalogueChanges(app, change)
  afterRollback(() => change(undefined))
  if (databaseKind() !== 'postgres') return
  // Only what the poll read counts as seen: a token another process wrote just after this one's is never missed.
  let seen: string | undefined
  setInterval(() => {
    void cache.get<string>(GENERATION).then((token) => {
      if (token === seen) return
      if (seen !== undefined || token !== undefined) change(token)
      seen = token
    })
  }, POLL_MS).unref()
}
