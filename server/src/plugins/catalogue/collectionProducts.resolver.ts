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

/**
 * `Collection.products`: the products a collection holds (through its variants), each once. A
 * listing then asks for each piece once, where `productVariants { product }` resolved a piece
 * again for each of its variants (4 times the work and the bytes for a sofa range).
 */
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
    // In the channel, translated, as Vendure's own product queries answer them.
    return this.productService.findByIds(
      ctx,
      rows.map((row) => row.productId),
    )
  }
}
