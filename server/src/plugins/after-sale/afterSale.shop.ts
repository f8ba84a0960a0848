import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Allow, Ctx, Permission, RequestContext, type ID, type Order } from '@vendure/core'
import { gql } from 'graphql-tag'
import type { ReturnReason } from '#domain/forms/returns.js'
import { clientAddress } from '../../config/proxy.js'
import { AfterSaleService } from './afterSale.service.js'

export const shopSchema = gql`
  type ReturnPiece {
    sku: String!
    name: String!
    quantity: Int!
  }
  "A return the shopper asked for: requested, then accepted (refunded) or refused"
  type OrderReturn {
    id: ID!
    createdAt: DateTime!
    state: String!
    reason: String!
    note: String!
    lines: [ReturnPiece!]!
    "What was refunded for it (minor units), once accepted"
    refundTotal: Money
    decidedAt: DateTime
  }
  input ReturnPieceInput {
    sku: String!
    quantity: Int!
  }
  extend type OrderStatus {
    "Whether its shopper may still cancel it, until the shop confirms it (myOrders only)"
    cancellable: Boolean!
    "The last day a return can be asked for, YYYY-MM-DD; null when none can (myOrders only)"
    returnUntil: String
    "Its returns, oldest first (myOrders only)"
    returns: [OrderReturn!]!
  }
  extend type Mutation {
    "Cancels the signed-in shopper's order until the shop confirms it; its stock is released"
    cancelMyOrder(code: String!): Success!
    "Asks to return pieces of the signed-in shopper's delivered order, within the return window"
    requestReturn(code: String!, lines: [ReturnPieceInput!]!, reason: String!, note: String!): OrderReturn!
  }
`

/** What `myOrders` answers carries for its owner: the order's id (orderStatus.ts). */
type OwnedStatus = { ownerOrderId: ID | null; state: Order['state'] }

@Resolver('OrderStatus')
export class OwnedOrderResolver {
  constructor(private afterSale: AfterSaleService) {}

  @ResolveField()
  cancellable(@Parent() order: OwnedStatus): boolean {
    return order.ownerOrderId !== null && order.state === 'PaymentAuthorized'
  }

  @ResolveField()
  returnUntil(@Ctx() ctx: RequestContext, @Parent() order: OwnedStatus): Promise<string | null> | null {
    return order.ownerOrderId === null ? null : this.afterSale.returnUntil(ctx, { id: order.ownerOrderId, state: order.state })
  }

  @ResolveField()
  returns(@Ctx() ctx: RequestContext, @Parent() order: OwnedStatus) {
    return order.ownerOrderId === null ? [] : this.afterSale.returnsOf(ctx, order.ownerOrderId)
  }
}

@Resolver()
export class AfterSaleShopResolver {
  constructor(private afterSale: AfterSaleService) {}

  @Mutation()
  @Allow(Permission.Owner)
  async cancelMyOrder(@Ctx() ctx: RequestContext, @Args() { code }: { code: string }) {
    await this.afterSale.cancel(ctx, code)
    return { success: true }
  }

  @Mutation()
  @Allow(Permission.Owner)
  requestReturn(
    @Ctx() ctx: RequestContext,
    @Args() { code, ...input }: { code: string; lines: Array<{ sku: string; quantity: number }>; reason: ReturnReason; note: string },
  ) {
    return this.afterSale.requestReturn(ctx, code, input, clientAddress(ctx.req))
  }
}
