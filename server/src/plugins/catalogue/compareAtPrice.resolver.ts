import { Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Ctx, ProductVariant, ProductVariantPrice, RequestContext, TransactionalConnection } from '@vendure/core'

/** `ProductVariant.compareAtPrice`: the compare-at price of the variant in the request's channel and currency. */
@Resolver('ProductVariant')
export class CompareAtPriceResolver {
  constructor(private connection: TransactionalConnection) {}

  @ResolveField()
  async compareAtPrice(@Ctx() ctx: RequestContext, @Parent() variant: ProductVariant): Promise<number | null> {
    const price = await this.connection.getRepository(ctx, ProductVariantPrice).findOne({
      where: { variant: { id: variant.id }, channelId: ctx.channelId, currencyCode: ctx.currencyCode },
    })
    const compareAt = (price?.customFields as { compareAtPrice?: number | null } | undefined)?.compareAtPrice
    return compareAt && price && compareAt > price.price ? compareAt : null
  }
}
