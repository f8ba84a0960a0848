import type { INestApplicationContext } from '@nestjs/common'
import {
  CacheService,
  ChannelEvent,
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
  StockMovementEvent,
  TaxRateEvent,
  type VendureEvent,
} from '@vendure/core'
import { randomUUID } from 'node:crypto'
import { databaseKind } from '../config/database.js'

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
  // Prices with tax, and the stock a threshold leaves.
  TaxRateEvent,
  ChannelEvent,
  GlobalSettingsEvent,
]

/** Whether an event changes what a shopper reads of the catalogue: names, prices, stock, collections. */
function isCatalogueEvent(event: VendureEvent): boolean {
  return CATALOGUE_EVENTS.some((type) => event instanceof type)
}

const GENERATION = 'catalogue:generation'

/** Writes a new token into the shared cache after each change to the catalogue made in this process (the worker's jobs included). */
export function announceCatalogueChanges(app: INestApplicationContext, announced: (token: string) => void = () => {}): void {
  const cache = app.get(CacheService)
  app
    .get(EventBus)
    .filter(isCatalogueEvent)
    .subscribe(() => {
      const token = randomUUID()
      announced(token)
      void cache.set(GENERATION, token)
    })
}
const POLL_MS = 2000

let version = 0
/** How many catalogue changes this process has seen: part of the key of each cached catalogue answer. */
export const catalogueVersion = (): number => version

/**
 * Calls `changed` after any change to the catalogue, made in this process or in another on the
 * same database (another server, or the worker whose jobs move products into collections). Each
 * change here writes a new token into the shared cache; on Postgres every process compares the
 * token every two seconds. One process on SQLite sees every change on its own event bus.
 */
export function followCatalogue(app: INestApplicationContext, changed: () => void): void {
  const cache = app.get(CacheService)
  let seen: string | undefined
  const change = () => {
    version++
    changed()
  }
  announceCatalogueChanges(app, (token) => {
    change()
    seen = token
  })
  if (databaseKind() !== 'postgres') return
  setInterval(() => {
    void cache.get<string>(GENERATION).then((token) => {
      if (token === seen) return
      if (seen !== undefined || token !== undefined) change()
      seen = token
    })
  }, POLL_MS).unref()
}
