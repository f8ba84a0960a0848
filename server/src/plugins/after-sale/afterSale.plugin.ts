import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { SubmissionsPlugin } from '../submissions/submissions.plugin.js'
import { AfterSaleService } from './afterSale.service.js'
import { AfterSaleShopResolver, OwnedOrderResolver, shopSchema } from './afterSale.shop.js'
import { OrderReturnsResolver, ReturnDecisionResolver, ReturnRefundResolver, adminSchema } from './afterSale.admin.js'
import { ReturnRequest } from './returnRequest.entity.js'
import { ShopperOrders } from './shopperOrders.js'

/** After the sale: a shopper cancels until the shop confirms, and asks for returns the owner decides in the Dashboard (docs/after-sale.md). */
@VendurePlugin({
  imports: [PluginCommonModule, SubmissionsPlugin],
  compatibility: '^3.7.0',
  entities: [ReturnRequest],
  providers: [AfterSaleService, ShopperOrders],
  shopApiExtensions: { schema: shopSchema, resolvers: [AfterSaleShopResolver, OwnedOrderResolver] },
  adminApiExtensions: { schema: adminSchema, resolvers: [OrderReturnsResolver, ReturnDecisionResolver, ReturnRefundResolver] },
  dashboard: './dashboard/index.tsx',
})
export class AfterSalePlugin {}
