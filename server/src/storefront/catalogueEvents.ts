import {
  CollectionEvent,
  CollectionModificationEvent,
  FacetValueEvent,
  ProductEvent,
  ProductOptionEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  StockMovementEvent,
  type VendureEvent,
} from '@vendure/core'

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
export function isCatalogueEvent(event: VendureEvent): boolean {
  return CATALOGUE_EVENTS.some((type) => event instanceof type)
}
