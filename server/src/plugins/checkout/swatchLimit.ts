import type { Order, OrderInterceptor, RequestContext, WillAddItemToOrderInput, WillAdjustOrderLineInput } from '@vendure/core'
import { isSwatchSku } from '#domain/storefront/paths.js'

const MAX_SWATCHES = 6

// The storefront matches these codes and words them in the shopper's language.
const SWATCH_LIMIT = 'SWATCH_LIMIT'
const ONE_OF_EACH_SWATCH = 'ONE_OF_EACH_SWATCH'

const swatchLines = (order: Order) => order.lines.filter((line) => isSwatchSku(line.productVariant?.sku ?? ''))

export class SwatchLimit implements OrderInterceptor {
  willAddItemToOrder(_ctx: RequestContext, order: Order, { productVariant, quantity }: WillAddItemToOrderInput): string | void {
    if (!isSwatchSku(productVariant.sku)) return
    const lines = swatchLines(order)
    const existing = lines.find((line) => line.productVariantId === productVariant.id)
    if (existing || quantity > 1) return ONE_OF_EACH_SWATCH
    if (lines.length >= MAX_SWATCHES) return SWATCH_LIMIT
  }

  willAdjustOrderLine(_ctx: RequestContext, _order: Order, { orderLine, quantity }: WillAdjustOrderLineInput): string | void {
    if (isSwatchSku(orderLine.productVariant?.sku ?? '') && quantity > 1) return ONE_OF_EACH_SWATCH
  }
}
