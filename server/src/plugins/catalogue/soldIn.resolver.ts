import { Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Ctx, Product, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core'
import { isMarket, type Market } from '#domain/markets/markets.js'

/** The markets whose channel holds the piece and one of its enabled variants: where it has a page, so where its alternates point. */
@Resolver('Product')
export class SoldInResolver {
  constructor(private connection: TransactionalConnection) {}

  @ResolveField()
  async soldIn(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<Array<Market>> {
    const rows = await this.connection
      .getRepository(ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.channels', 'channel')
      .innerJoin('variant.product', 'product')
      .innerJoin('product.channels', 'productChannel', 'productChannel.id = channel.id')
      .where('variant.productId = :id', { id: product.id })
      .andWhere('variant.deletedAt IS NULL')
      .andWhere('variant.enabled = :enabled', { enabled: true })
      .select('channel.token', 'token')
      .distinct(true)
      .getRawMany<{ token: string }>()
    return rows
      .map(({ token }) => token)
      .filter(isMarket)
      .sort()
  }
}
