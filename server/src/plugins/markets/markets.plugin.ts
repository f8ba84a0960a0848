import { DefaultProductVariantPriceUpdateStrategy, Order, PluginCommonModule, VendurePlugin } from '@vendure/core'
import { Index } from 'typeorm'
import { CartPerMarket } from './cartPerMarket.js'
import { MarketChannels } from './marketChannels.js'
import { NewInEveryMarket } from './newInEveryMarket.js'
import { MarketTaxes } from './marketTaxes.js'
import { MarketWarehouses } from './marketWarehouses.js'
import { DeliveryStateTaxZone } from './deliveryStateTaxZone.js'

// CartPerMarket looks a session's cart up by this field on each visit that has none in the market:
// TypeORM's own index declaration, so that migrations and synchronize keep it (Vendure's custom fields have no index option).
Index('IDX_order_placed_in_session', ['customFields.placedInSession'])(Order)

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  providers: [MarketChannels, MarketTaxes, MarketWarehouses, NewInEveryMarket],
  exports: [MarketChannels],
  configuration: (config) => {
    // A price set in the default channel (an import, the owner's overview) reaches the market of its currency.
    config.catalogOptions.productVariantPriceUpdateStrategy = new DefaultProductVariantPriceUpdateStrategy({
      syncPricesAcrossChannels: true,
    })
    config.orderOptions.activeOrderStrategy = new CartPerMarket()
    config.taxOptions.taxZoneStrategy = new DeliveryStateTaxZone()
    config.settingsStoreFields = {
      ...config.settingsStoreFields,
      markets: [
        { name: 'opened', readonly: true },
        { name: 'taxed', readonly: true },
        { name: 'warehoused', readonly: true },
      ],
    }
    return config
  },
})
export class MarketsPlugin {}
