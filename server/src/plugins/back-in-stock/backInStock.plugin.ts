import { Args, Mutation, Resolver } from '@nestjs/graphql'
import { Ctx, PluginCommonModule, RequestContext, VendurePlugin } from '@vendure/core'
import { gql } from 'graphql-tag'
import { clientAddress } from '../../config/proxy.js'
import { SharedCountsPlugin } from '../shared-counts/sharedCounts.plugin.js'
import { BackInStockService } from './backInStock.service.js'
import { StockAlert } from './stockAlert.entity.js'

const schema = gql`
  extend type Mutation {
    "Emails the signed-in shopper (or the address given) once, when a sold-out piece is back in this market"
    notifyWhenBack(sku: String!, email: String): Success!
  }
`

@Resolver()
class BackInStockResolver {
  constructor(private backInStock: BackInStockService) {}

  @Mutation()
  async notifyWhenBack(@Ctx() ctx: RequestContext, @Args() { sku, email }: { sku: string; email?: string | null }) {
    await this.backInStock.ask(ctx, sku, email ?? undefined, clientAddress(ctx.req))
    return { success: true }
  }
}

/** "Tell me when it is back" on a sold-out variant: the worker emails each address once, in its language. */
@VendurePlugin({
  imports: [PluginCommonModule, SharedCountsPlugin],
  compatibility: '^3.7.0',
  entities: [StockAlert],
  providers: [BackInStockService],
  shopApiExtensions: { schema, resolvers: [BackInStockResolver] },
})
export class BackInStockPlugin {}
