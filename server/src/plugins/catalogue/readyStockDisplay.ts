import type { ProductVariant, RequestContext, StockDisplayStrategy } from '@vendure/core'

/**
 * `ProductVariant.stockLevel`: how many pieces are ready to ship, as a whole number. Vendure's
 * saleable level also counts what may be backordered (a made-to-order variant's threshold is far
 * below zero); the shop says "made to order" for those instead of showing a thousand pieces.
 */
export class ReadyStockDisplayStrategy implements StockDisplayStrategy {
  getStockLevel(ctx: RequestContext, variant: ProductVariant, saleableStockLevel: number): string {
    const threshold = variant.useGlobalOutOfStockThreshold ? (ctx.channel.outOfStockThreshold ?? 0) : variant.outOfStockThreshold
    return String(Math.max(0, saleableStockLevel + Math.min(0, threshold)))
  }
}
