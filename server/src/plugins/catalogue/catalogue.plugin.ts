import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { gql } from 'graphql-tag'
import { catalogueAnswerCache } from './catalogueAnswerCache.js'
import { CollectionProductsResolver } from './collectionProducts.resolver.js'
import { CompareAtPriceResolver } from './compareAtPrice.resolver.js'
import { catalogueCustomFields } from './customFields.js'
import { onSaleFilter } from './onSaleFilter.js'
import { ReadyStockDisplayStrategy } from './readyStockDisplay.js'
import { RelatedProductsResolver } from './relatedProducts.resolver.js'
import { SoldInResolver } from './soldIn.resolver.js'

const schema = gql`
  extend type ProductVariant {
    "The earlier price in the active currency, when the variant is on sale"
    compareAtPrice: Money
  }
  extend type Collection {
    "The enabled products of the collection's variants, each once"
    products: [Product!]!
  }
`
// Staff edit the pairing itself, the `related` custom field, disabled pieces included.
const shopSchema = gql`
  ${schema}
  extend type Product {
    "The enabled products the owner paired with this one (the related custom field)"
    relatedProducts: [Product!]!
    "The markets (their channel tokens) that sell the piece"
    soldIn: [String!]!
  }
`

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  shopApiExtensions: {
    schema: shopSchema,
    resolvers: [CompareAtPriceResolver, CollectionProductsResolver, RelatedProductsResolver, SoldInResolver],
  },
  adminApiExtensions: { schema, resolvers: [CompareAtPriceResolver, CollectionProductsResolver] },
  configuration: (config) => {
    for (const [entity, fields] of Object.entries(catalogueCustomFields)) {
      const key = entity as keyof typeof config.customFields
      config.customFields[key] = [...(config.customFields[key] ?? []), ...(fields ?? [])]
    }
    config.catalogOptions.collectionFilters.push(onSaleFilter)
    config.catalogOptions.stockDisplayStrategy = new ReadyStockDisplayStrategy()
    config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), ...catalogueAnswerCache]
    // How far the first start's seed got, so that a seed cut short resumes on the next start.
    config.settingsStoreFields = { ...config.settingsStoreFields, shop: [{ name: 'catalogueSeed', readonly: true }] }
    return config
  },
})
export class CataloguePlugin {}
