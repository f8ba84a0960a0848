import { Parent, ResolveField, Resolver } from '@nestjs/graphql'
import {
  Collection,
  Ctx,
  ProductService,
  ProductVariant,
  RequestContext,
  TransactionalConnection,
  type ID,
  type Product,
} from '@vendure/core'

/** Each product once: `productVariants { product }` resolves a piece again for each of its variants. */
@Resolver('Collection')
export class CollectionProductsResolver {
  constructor(
    private connection: TransactionalConnection,
    private productService: ProductService,
  ) {}

  @ResolveField()
  async products(@Ctx() ctx: RequestContext, @Parent() collection: Collection): Promise<Array<Product>> {
    const rows = await this.connection
      .getRepository(ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.collections', 'collection', 'collection.id = :collectionId', { collectionId: collection.id })
      .innerJoin('variant.product', 'product')
      .where('variant.deletedAt IS NULL AND product.deletedAt IS NULL')
      .andWhere('variant.enabled = :enabled AND product.enabled = :enabled', { enabled: true })
      .select('variant.productId', 'productId')
      .distinct(true)
      .getRawMany<{ productId: ID }>()
    // `IN ()` is a syntax error on Postgres: an empty collection (a sale that ended) has no products to look up.
    if (rows.length === 0) return []
    return this.productService.findByIds(
      ctx,
      rows.map((row) => row.productId),
    )
  }
}
