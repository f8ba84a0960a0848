import { Args, Mutation, Query, Resolver } from '@nestjs/graphql'
import { Allow, Ctx, Permission, PluginCommonModule, RequestContext, VendurePlugin } from '@vendure/core'
import { gql } from 'graphql-tag'
import { SharedCountsPlugin } from '../shared-counts/sharedCounts.plugin.js'
import { OwnDataService } from './ownData.service.js'

const schema = gql`
  extend type Query {
    "Everything the shop keeps about the signed-in shopper, as a JSON document: account, addresses, orders, returns, messages, saved pieces"
    myData: String!
  }
  extend type Mutation {
    "With the password: signs the shopper out everywhere and erases their personal data; their orders stay for the shop's books, without it"
    deleteMyAccount(password: String!): Success!
  }
`

@Resolver()
class OwnDataResolver {
  constructor(private ownData: OwnDataService) {}

  @Query()
  @Allow(Permission.Owner)
  myData(@Ctx() ctx: RequestContext) {
    return this.ownData.export(ctx)
  }

  @Mutation()
  @Allow(Permission.Owner)
  async deleteMyAccount(@Ctx() ctx: RequestContext, @Args() { password }: { password: string }) {
    await this.ownData.erase(ctx, password)
    return { success: true }
  }
}

/** A shopper's own data: downloaded as JSON, or erased with the account (docs/security.md#own-data). */
@VendurePlugin({
  imports: [PluginCommonModule, SharedCountsPlugin],
  compatibility: '^3.7.0',
  providers: [OwnDataService],
  shopApiExtensions: { schema, resolvers: [OwnDataResolver] },
})
export class OwnDataPlugin {}
