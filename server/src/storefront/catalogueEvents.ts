import type { INestApplicationContext } from '@nestjs/common'
import {
  CacheService,
  CollectionEvent,
  EventBus,
  CollectionModificationEvent,
  FacetValueEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  StockMovementEvent,
  type VendureEvent,
} from '@vendure/core'
import { randomUUID } from 'node:crypto'
import { databaseKind } from '../config/database.js'

const CATALOGUE_EVENTS = [
  ProductEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  ProductOptionEvent,
  FacetValueEvent,
  CollectionEvent,
  CollectionModificationEvent,
  StockMovementEvent,
]

/** Whether an event changes what the shop's search index holds: names, prices, stock, collections. */
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

/**
 * Calls `changed` after any change to the catalogue, made in this process or in another on the
 * same database (another server, or the worker whose jobs move products into collections). Each
 * change here writes a new token into the shared cache; on Postgres every process compares the
 * token every two seconds. One process on SQLite sees every change on its own event bus.
 */
export function followCatalogue(app: INestApplicationContext, changed: () => void): void {
  const cache = app.get(CacheService)
  let seen: string | undefined
  announceCatalogueChanges(app, (token) => {
    changed()
    seen = token
  })
  if (databaseKind() !== 'postgres') return
  setInterval(() => {
    void cache.get<string>(GENERATION).then((token) => {
      if (token === seen) return
      if (seen !== undefined || token !== undefined) changed()
      seen = token
    })
  }, POLL_MS).unref()
}
