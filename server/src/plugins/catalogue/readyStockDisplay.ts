import { GlobalSettingsService, type Injector, type ProductVariant, type RequestContext, type StockDisplayStrategy } from '@vendure/core'

/** Pieces ready to ship: Vendure's saleable level also counts what may be backordered (made to order). */
export class ReadyStockDisplayStrategy implements StockDisplayStrategy {
  private settings: GlobalSettingsService | undefined

  init(injector: Injector) {
    this.settings = injector.get(GlobalSettingsService)
  }

  async getStockLevel(ctx: RequestContext, variant: ProductVariant, saleableStockLevel: number): Promise<string> {
    // The threshold Vendure subtracted, as ProductVariantService.getSaleableStockLevel picks it.
    const global = await this.settings!.getSettings(ctx)
    const tracking = String(variant.trackInventory) // GlobalFlag: TRUE, FALSE or INHERIT
    const untracked = tracking === 'FALSE' || (tracking === 'INHERIT' && !global.trackInventory)
    const threshold = untracked ? 0 : variant.useGlobalOutOfStockThreshold ? global.outOfStockThreshold : variant.outOfStockThreshold
    return String(Math.max(0, saleableStockLevel + Math.min(0, threshold)))
  }
}
