import { Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Ctx, Product, ProductService, RequestContext, TransactionalConnection, type Translated } from '@vendure/core'

type WithRelated = { customFields: { related?: Array<Product> } }

/** "Goes well with": the enabled pieces the owner paired, one card at a time, not in one joined query (docs/performance.md#related-products). */
@Resolver('Product')
export class RelatedProductsResolver {
  constructor(
    private connection: TransactionalConnection,
    private productService: ProductService,
  ) {}

  @ResolveField()
  async relatedProducts(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<Array<Translated<Product>>> {
    const owner = await this.connection
      .getRepository(ctx, Product)
      .findOne({ where: { id: product.id }, relations: { customFields: { related: true } } as never })
    const paired = (owner as (Product & WithRelated) | null)?.customFields.related ?? []
    // `IN ()` is a syntax error on Postgres.
    if (paired.length === 0) return []
    const pieces = await this.productService.findByIds(
      ctx,
      paired.map((piece) => piece.id),
    )
    const found = new Map(pieces.map((piece) => [String(piece.id), piece]))
    return paired.map((piece) => found.get(String(piece.id))).filter((piece): piece is Translated<Product> => piece?.enabled === true)
  }
}
