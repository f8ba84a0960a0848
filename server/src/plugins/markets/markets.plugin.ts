import { DefaultProductVariantPriceUpdateStrategy, PluginCommonModule, VendurePlugin } from '@vendure/core'
import { CartPerMarket } from './cartPerMarket.js'
import { MarketChannels } from './marketChannels.js'
import { NewInEveryMarket } from './newInEveryMarket.js'

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  providers: [MarketChannels, NewInEveryMarket],
  exports: [MarketChannels],
  configuration: (config) => {
    // A price set in the default channel (an import, the owner's overview) reaches the market of its currency.
    config.catalogOptions.productVariantPriceUpdateStrategy = new DefaultProductVariantPriceUpdateStrategy({
      syncPricesAcrossChannels: true,
    })
    config.orderOptions.activeOrderStrategy = new CartPerMarket()
    config.settingsStoreFields = { ...config.settingsStoreFields, markets: [{ name: 'opened', readonly: true }] }
    return config
  },
})
export class MarketsPlugin {}
