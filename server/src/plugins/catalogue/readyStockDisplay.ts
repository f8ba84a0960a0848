import { GlobalSettingsService, type Injector, type ProductVariant, type RequestContext, type StockDisplayStrategy } from '@vendure/core'

/**
 * `ProductVariant.stockLevel`: how many pieces are ready to ship, as a whole number. Vendure's
 * saleable level also counts what may be backordered (a made-to-order variant's threshold is far
 * below zero); the shop says "made to order" for those instead of showing a thousand pieces.
 */
export class ReadyStockDisplayStrategy implements StockDisplayStrategy {
  private settings: GlobalSettingsService | undefined

  init(injector: Injector) {
    this.settings = injector.get(GlobalSettingsService)
  }

  async getStockLevel(ctx: RequestContext, variant: ProductVariant, saleableStockLevel: number): Promise<string> {
    // The threshold Vendure subtracted (ProductVariantService.getSaleableStockLevel): the global
    // setting's or the variant's own, none when stock is not tracked.
    const global = await this.settings!.getSettings(ctx)
    const tracking = String(variant.trackInventory) // GlobalFlag: TRUE, FALSE or INHERIT
    const untracked = tracking === 'FALSE' || (tracking === 'INHERIT' && !global.trackInventory)
    const threshold = untracked ? 0 : variant.useGlobalOutOfStockThreshold ? global.outOfStockThreshold : variant.outOfStockThreshold
    return String(Math.max(0, saleableStockLevel + Math.min(0, threshold)))
  }
}
