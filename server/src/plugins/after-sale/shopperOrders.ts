import { Injectable } from '@nestjs/common'
import {
  CustomerService,
  ForbiddenError,
  OrderService,
  RequestContextService,
  type EntityRelationPaths,
  type Order,
  type RequestContext,
} from '@vendure/core'
import { isMarket } from '#domain/markets/markets.js'
import { ORDER_CODE } from '#domain/storefront/paths.js'

/** The signed-in shopper's own placed orders, found by code in every market; another's is refused as if it did not exist. */
@Injectable()
export class ShopperOrders {
  constructor(
    private orders: OrderService,
    private customers: CustomerService,
    private contexts: RequestContextService,
  ) {}

  async own(ctx: RequestContext, code: string, relations: Array<EntityRelationPaths<Order>> = []): Promise<Order> {
    const customer = ctx.activeUserId && (await this.customers.findOneByUserId(ctx, ctx.activeUserId, false))
    const normalised = code.trim().toUpperCase()
    const order =
      customer && ORDER_CODE.test(normalised)
        ? await this.orders.findOneByCode(await this.everyMarket(ctx), normalised, ['channels', ...relations])
        : undefined
    if (!customer || !order?.orderPlacedAt || String(order.customerId) !== String(customer.id)) throw new ForbiddenError()
    return order
  }

  /** The default channel holds every market's orders. */
  everyMarket(ctx: RequestContext): Promise<RequestContext> {
    return this.contexts.create({ apiType: 'shop', languageCode: ctx.languageCode })
  }

  /** Stock is released to the warehouse of the market the order was placed in: its channel decides. */
  marketOf(ctx: RequestContext, order: Order): Promise<RequestContext> {
    const market = order.channels.find((channel) => isMarket(channel.token))
    return this.contexts.create({ apiType: 'shop', languageCode: ctx.languageCode, ...(market ? { channelOrToken: market } : {}) })
  }
}
