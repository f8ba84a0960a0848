import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { gql } from 'graphql-tag'
import { CompareAtPriceResolver } from './compareAtPrice.resolver.js'
import { catalogueCustomFields } from './customFields.js'
import { onSaleFilter } from './onSaleFilter.js'
import { ReadyStockDisplayStrategy } from './readyStockDisplay.js'

const schema = gql`
  extend type ProductVariant {
    "The earlier price in the active currency, when the variant is on sale"
    compareAtPrice: Money
  }
`

/** The shop's catalogue: its custom fields, the compare-at price, the on-sale collection filter and the stock it shows. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  shopApiExtensions: { schema, resolvers: [CompareAtPriceResolver] },
  adminApiExtensions: { schema, resolvers: [CompareAtPriceResolver] },
  configuration: (config) => {
    for (const [entity, fields] of Object.entries(catalogueCustomFields)) {
      const key = entity as keyof typeof config.customFields
      config.customFields[key] = [...(config.customFields[key] ?? []), ...(fields ?? [])]
    }
    config.catalogOptions.collectionFilters.push(onSaleFilter)
    config.catalogOptions.stockDisplayStrategy = new ReadyStockDisplayStrategy()
    // How far the first start's seed got (`started`, `done`): a seed cut short resumes on the next start.
    config.settingsStoreFields = { ...config.settingsStoreFields, shop: [{ name: 'catalogueSeed', readonly: true }] }
    return config
  },
})
export class CataloguePlugin {}
