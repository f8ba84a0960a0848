import {
  DefaultActiveOrderStrategy,
  Order,
  OrderService,
  TransactionalConnection,
  type ActiveOrderStrategy,
  type Injector,
  type RequestContext,
} from '@vendure/core'

type CartFields = { placedInSession?: string | null }

/** A cart in each market: a session's open cart of the request's channel, found again by `placedInSession` (docs/decisions.md#markets). */
export class CartPerMarket implements ActiveOrderStrategy {
  readonly name = 'cartPerMarket'
  private readonly vendures = new DefaultActiveOrderStrategy()
  private connection!: TransactionalConnection
  private orders!: OrderService

  async init(injector: Injector): Promise<void> {
    await this.vendures.init(injector)
    this.connection = injector.get(TransactionalConnection)
    this.orders = injector.get(OrderService)
  }

  async determineActiveOrder(ctx: RequestContext): Promise<Order | undefined> {
    const order = await this.vendures.determineActiveOrder(ctx)
    if (!ctx.session || ctx.activeUserId) return order
    // A cart from before the markets: named now, so that it is found again after a visit to the other market.
    if (order && !(order.customFields as CartFields).placedInSession) await this.mark(ctx, order)
    if (order) return order
    const found = await this.connection.getRepository(ctx, Order).findOne({
      where: { active: true, channels: { id: ctx.channelId }, customFields: { placedInSession: String(ctx.session.id) } as never },
      order: { updatedAt: 'DESC' },
    })
    return found ?? undefined
  }

  async createActiveOrder(ctx: RequestContext): Promise<Order> {
    const order = await this.orders.create(ctx, ctx.activeUserId)
    if (ctx.session) await this.mark(ctx, order)
    return order
  }

  private async mark(ctx: RequestContext, order: Order): Promise<void> {
    const placedInSession = String(ctx.session!.id)
    await this.connection.getRepository(ctx, Order).update(order.id, { customFields: { placedInSession } } as never)
    order.customFields = { ...order.customFields, placedInSession } as Order['customFields']
  }
}
