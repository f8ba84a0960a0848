import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql'
import { Allow, Ctx, OrderService, Permission, RequestContext, type ID, type Order } from '@vendure/core'
import { gql } from 'graphql-tag'
import { AfterSaleService } from './afterSale.service.js'
import type { ReturnRequest } from './returnRequest.entity.js'

export const adminSchema = gql`
  type ReturnRequestPiece {
    orderLineId: ID!
    sku: String!
    name: String!
    quantity: Int!
  }
  type ReturnRequest implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "requested, accepted or refused"
    state: String!
    "changed-mind, damaged, not-as-described, wrong-piece or other"
    reason: String!
    "The shopper's words"
    note: String!
    lines: [ReturnRequestPiece!]!
    "Refunded through Vendure when accepted (minor units)"
    refundTotal: Money
    "What accepting it refunds: the pieces as paid (minor units)"
    refundDue: Money!
    decidedAt: DateTime
    decidedBy: String
  }
  extend type Order {
    "Returns its shopper asked for, oldest first"
    returnRequests: [ReturnRequest!]!
  }
  extend type Mutation {
    "Accepts a return, refunding its pieces against the order's settled payment, or refuses it; the shopper is emailed"
    decideReturn(id: ID!, accept: Boolean!): ReturnRequest!
  }
`

@Resolver('Order')
export class OrderReturnsResolver {
  constructor(private afterSale: AfterSaleService) {}

  @ResolveField()
  @Allow(Permission.ReadOrder)
  returnRequests(@Ctx() ctx: RequestContext, @Parent() order: Order) {
    return this.afterSale.returnsOf(ctx, order.id)
  }
}

@Resolver('ReturnRequest')
export class ReturnRefundResolver {
  constructor(
    private afterSale: AfterSaleService,
    private orders: OrderService,
  ) {}

  @ResolveField()
  async refundDue(@Ctx() ctx: RequestContext, @Parent() request: ReturnRequest): Promise<number> {
    const order = await this.orders.findOne(ctx, request.orderId, ['lines'])
    return order ? this.afterSale.refundDue(order, request) : 0
  }
}

@Resolver()
export class ReturnDecisionResolver {
  constructor(private afterSale: AfterSaleService) {}

  @Mutation()
  @Allow(Permission.UpdateOrder)
  decideReturn(@Ctx() ctx: RequestContext, @Args() { id, accept }: { id: ID; accept: boolean }) {
    return this.afterSale.decide(ctx, id, accept)
  }
}
