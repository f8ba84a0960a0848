import { Args, Query, Resolver } from '@nestjs/graphql'
import {
  Allow,
  Ctx,
  CustomerService,
  OrderService,
  Permission,
  RequestContext,
  RequestContextService,
  TranslatorService,
  UserInputError,
  type ListQueryOptions,
  type Order,
} from '@vendure/core'
import { clientAddress } from '../../config/proxy.js'
import { SharedCounts } from '../shared-counts/sharedCounts.js'
import { DeliveryEstimator } from './deliveryEstimator.js'
import { ORDER_STATUS_RELATIONS, orderStatusOf, type OrderStatusAnswer } from './orderStatus.js'
import { ORDER_CODE } from '#domain/storefront/paths.js'

const digits = (value: string) => value.replace(/\D/g, '')

function isContactOf(order: Order, contact: string): boolean {
  const typed = contact.trim().toLowerCase()
  const email = order.customer?.emailAddress?.toLowerCase()
  if (typed.includes('@')) return email === typed
  const number = digits(typed)
  // The customer's phone may be from an earlier order with the same email: the address's counts too.
  const phones = [order.customer?.phoneNumber, order.shippingAddress?.phoneNumber].map((phone) => digits(phone ?? ''))
  // The phone's last digits decide, so `+86 138…` and `138…` are the same number.
  return number.length >= 6 && phones.some((phone) => phone.length >= 6 && (phone.endsWith(number) || number.endsWith(phone)))
}

// The tenth wrong pair in ten minutes locks the client out: enough for a shopper who mistypes, too few to guess codes.
const STATUS_ATTEMPTS = { max: 9, windowSeconds: 10 * 60 }
const MAX_ESTIMATE_LINES = 100

@Resolver()
export class CheckoutResolver {
  constructor(
    private estimator: DeliveryEstimator,
    private orders: OrderService,
    private translator: TranslatorService,
    private counts: SharedCounts,
    private contexts: RequestContextService,
    private customers: CustomerService,
  ) {}

  @Query()
  async deliveryEstimate(
    @Ctx() ctx: RequestContext,
    @Args() { postcode, country, lines }: { postcode: string; country?: string | null; lines: Array<{ sku: string; quantity: number }> },
  ) {
    if (lines.length > MAX_ESTIMATE_LINES) throw new UserInputError('TOO_MANY_LINES')
    const wanted = new Map<string, number>()
    for (const { sku, quantity } of lines) wanted.set(sku, Math.min(99, Math.max(1, (wanted.get(sku) ?? 0) + quantity)))
    const estimate = await this.estimator.estimate(
      ctx,
      postcode,
      [...wanted].map(([sku, quantity]) => ({ sku, quantity })),
      country ?? undefined,
    )
    if (!estimate) return { earliest: null, latest: null, problem: null }
    return 'problem' in estimate
      ? { earliest: null, latest: null, problem: estimate.problem.toUpperCase() }
      : { ...estimate, problem: null }
  }

  @Query()
  async orderStatus(
    @Ctx() ctx: RequestContext,
    @Args() { code, contact }: { code: string; contact: string },
  ): Promise<OrderStatusAnswer | null> {
    const client = `order-status:${clientAddress(ctx.req)}`
    if ((await this.counts.lockedFor(client)) > 0) throw new UserInputError('TOO_MANY_ATTEMPTS')
    const order = await this.placedOrder(ctx, code)
    if (!order || !isContactOf(order, contact)) {
      const { count, resetsIn } = await this.counts.hit(client, STATUS_ATTEMPTS.windowSeconds)
      if (count > STATUS_ATTEMPTS.max) await this.counts.lock(client, resetsIn)
      return null
    }
    return orderStatusOf(order, ctx, this.translator)
  }

  /** Every order the signed-in shopper placed, in either market, newest first: Vendure's own list is one channel's. */
  @Query()
  @Allow(Permission.Owner)
  async myOrders(@Ctx() ctx: RequestContext): Promise<OrderStatusAnswer[]> {
    const customer = ctx.activeUserId && (await this.customers.findOneByUserId(ctx, ctx.activeUserId, false))
    if (!customer) return []
    const everyMarket = await this.everyMarket(ctx)
    // Vendure's `SortOrder` is a GraphQL enum of these strings, not exported by @vendure/core.
    const newestFirst = {
      filter: { active: { eq: false } },
      sort: { orderPlacedAt: 'DESC' },
      take: 100,
    } as unknown as ListQueryOptions<Order>
    const { items } = await this.orders.findByCustomerId(everyMarket, customer.id, newestFirst, [...ORDER_STATUS_RELATIONS])
    return items.filter((order) => order.orderPlacedAt).map((order) => orderStatusOf(order, everyMarket, this.translator, true))
  }

  /** The default channel holds every market's orders: a shopper may ask from the other market's pages. */
  private everyMarket(ctx: RequestContext): Promise<RequestContext> {
    return this.contexts.create({ apiType: 'shop', languageCode: ctx.languageCode })
  }

  private async placedOrder(ctx: RequestContext, code: string): Promise<Order | undefined> {
    const normalised = code.trim().toUpperCase()
    if (!ORDER_CODE.test(normalised)) return undefined
    const order = await this.orders.findOneByCode(await this.everyMarket(ctx), normalised, [...ORDER_STATUS_RELATIONS])
    return order?.orderPlacedAt ? order : undefined
  }
}
