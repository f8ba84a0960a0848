import { Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Ctx, ProductVariant, ProductVariantPrice, RequestContext, TransactionalConnection } from '@vendure/core'

type CompareAt = { compareAtPrice?: number | null } | undefined

@Resolver('ProductVariant')
export class CompareAtPriceResolver {
  constructor(private connection: TransactionalConnection) {}

  @ResolveField()
  async compareAtPrice(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<number | null> {
    const inCurrency = (price: ProductVariantPrice) => price.channelId === ctx.channelId && price.currencyCode === ctx.currencyCode
    // Vendure loads a variant's prices to price it: read them there, not with a query per variant.
    const price =
      variant.productVariantPrices?.find(inCurrency) ??
      (await this.connection.getRepository(ctx, ProductVariantPrice).findOne({
        where: { variant: { id: variant.id }, channelId: ctx.channelId, currencyCode: ctx.currencyCode },
      }))
    const compareAt = (price?.customFields as CompareAt)?.compareAtPrice
    return compareAt && price && compareAt > price.price ? compareAt : null
  }
}
