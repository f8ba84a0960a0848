import { Injectable } from '@nestjs/common'
import {
  EventBus,
  GlobalSettingsService,
  HistoryService,
  OrderService,
  TransactionalConnection,
  TranslatorService,
  UserInputError,
  isGraphQlErrorResult,
  Order,
  type ID,
  type RequestContext,
} from '@vendure/core'
import { LockNotSupportedOnGivenDriverError } from 'typeorm'
import * as v from 'valibot'
import { DEFAULT_MARKET, MARKET_SETUP, isMarket } from '#domain/markets/markets.js'
import { ReturnRequestSchema, type ReturnLine, type ReturnRequestInput } from '#domain/forms/returns.js'
import { RETURN_REQUEST_KIND } from '../../forms/summary.ts'
import { SubmissionService } from '../submissions/submission.service.js'
import { ReturnEvent } from './returnEvent.js'
import { ReturnRequest } from './returnRequest.entity.js'
import { ShopperOrders } from './shopperOrders.js'

const DAY = 24 * 60 * 60 * 1000
const dayIn = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment)
// Vendure's HistoryEntryType and SortOrder are enums of these strings, not exported by @vendure/core.
const STATE_STEP = 'ORDER_STATE_TRANSITION'
type HistoryOptions = NonNullable<Parameters<HistoryService['getHistoryForOrder']>[3]>
type NoteEntry = Parameters<HistoryService['createHistoryEntryForOrder']>[0]
const pieces = (lines: ReadonlyArray<ReturnLine>) => lines.map((line) => `${line.quantity} × ${line.name} (${line.sku})`).join(', ')

/** Cancelling before the shop confirms, and returns within the window after delivery (docs/after-sale.md). */
@Injectable()
export class AfterSaleService {
  constructor(
    private connection: TransactionalConnection,
    private orders: OrderService,
    private shopperOrders: ShopperOrders,
    private history: HistoryService,
    private settings: GlobalSettingsService,
    private submissions: SubmissionService,
    private translator: TranslatorService,
    private events: EventBus,
  ) {}

  /** Until the shop confirms it on the phone: its stock goes back to the market's warehouse, and its payment (only authorised) is cancelled. */
  async cancel(ctx: RequestContext, code: string): Promise<void> {
    const order = await this.shopperOrders.own(ctx, code, ['payments'])
    if (order.state !== 'PaymentAuthorized') throw new UserInputError('ORDER_NOT_CANCELLABLE')
    const inMarket = await this.shopperOrders.marketOf(ctx, order)
    await this.connection.withTransaction(inMarket, async (tx) => {
      // Read again in the transaction: the owner may have confirmed it on the phone meanwhile.
      if ((await this.lockedOrder(tx, order.id))?.state !== 'PaymentAuthorized') throw new UserInputError('ORDER_NOT_CANCELLABLE')
      const cancelled = await this.orders.cancelOrder(tx, {
        orderId: order.id,
        reason: 'Cancelled by the shopper from their account',
        cancelShipping: true,
      })
      if (isGraphQlErrorResult(cancelled)) throw new UserInputError('ORDER_NOT_CANCELLABLE')
      for (const payment of order.payments.filter((candidate) => candidate.state === 'Authorized')) {
        await this.orders.cancelPayment(tx, payment.id)
      }
    })
  }

  /** The last day a return may be asked for (YYYY-MM-DD, in the order's market): the owner's return days after delivery. */
  async returnUntil(ctx: RequestContext, order: Pick<Order, 'id' | 'state'>): Promise<string | null> {
    if (order.state !== 'Delivered') return null
    const { returnDays } = (await this.settings.getSettings(ctx)).customFields as { returnDays?: number | null }
    if (!returnDays) return null
    const { items: steps } = await this.history.getHistoryForOrder(ctx, order.id, false, {
      filter: { type: { eq: STATE_STEP } },
      sort: { createdAt: 'DESC' },
      take: 100,
    } as unknown as HistoryOptions)
    const delivered = steps.find((step) => (step.data as { to?: string }).to === 'Delivered')
    if (!delivered) return null
    const day = dayIn(delivered.createdAt, await this.timeZoneOf(ctx, order.id))
    return new Date(Date.parse(`${day}T00:00:00Z`) + returnDays * DAY).toISOString().slice(0, 10)
  }

  /** Today in the order's market, to compare with `returnUntil`. */
  async todayFor(ctx: RequestContext, orderId: ID): Promise<string> {
    return dayIn(new Date(), await this.timeZoneOf(ctx, orderId))
  }

  private async timeZoneOf(ctx: RequestContext, orderId: ID): Promise<string> {
    const order = await this.connection.getRepository(ctx, Order).findOne({ where: { id: orderId }, relations: ['channels'] })
    const market = order?.channels.map((channel) => channel.token).find(isMarket)
    return MARKET_SETUP[market ?? DEFAULT_MARKET.en].timeZone
  }

  /** On Postgres the row is locked until the transaction ends; SQLite runs one transaction at a time anyway. */
  private async lockedOrder(ctx: RequestContext, id: ID): Promise<Order | null> {
    const orders = this.connection.getRepository(ctx, Order)
    try {
      return await orders.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } })
    } catch (error) {
      if (!(error instanceof LockNotSupportedOnGivenDriverError)) throw error
      return orders.findOne({ where: { id } })
    }
  }

  returnsOf(ctx: RequestContext, orderId: ID): Promise<Array<ReturnRequest>> {
    return this.connection.getRepository(ctx, ReturnRequest).find({ where: { orderId }, order: { createdAt: 'ASC' } })
  }

  /** Pieces of a delivered order, each at most as many as were delivered and not already asked for. */
  async requestReturn(ctx: RequestContext, code: string, input: ReturnRequestInput, client: string): Promise<ReturnRequest> {
    const parsed = v.safeParse(ReturnRequestSchema, input)
    if (!parsed.success) throw new UserInputError('RETURN_INVALID')
    const order = await this.shopperOrders.own(ctx, code, [
      'lines',
      'lines.productVariant',
      'lines.productVariant.translations',
      'customer',
    ])
    const until = await this.returnUntil(ctx, order)
    if (!until || until < (await this.todayFor(ctx, order.id))) throw new UserInputError('RETURN_CLOSED')
    const asked = (await this.returnsOf(ctx, order.id)).filter((earlier) => earlier.state !== 'refused').flatMap((earlier) => earlier.lines)
    const lines: Array<ReturnLine> = []
    for (const { sku, quantity } of parsed.output.lines) {
      const line = order.lines.find((candidate) => candidate.productVariant.sku === sku)
      const open = line ? line.quantity - asked.filter((piece) => piece.sku === sku).reduce((sum, piece) => sum + piece.quantity, 0) : 0
      const already = lines.some((piece) => piece.sku === sku)
      if (!line || already || quantity > open) throw new UserInputError('RETURN_PIECES')
      const name = this.translator.translate(line.productVariant, ctx).name
      lines.push({ orderLineId: String(line.id), sku, name, quantity })
    }
    const request = await this.connection
      .getRepository(ctx, ReturnRequest)
      .save(
        new ReturnRequest({ orderId: order.id, lines, reason: parsed.output.reason, note: parsed.output.note.trim(), state: 'requested' }),
      )
    // The shopper's note stays in the request alone, which erasing their account clears.
    await this.recordOnOrder(ctx, order.id, `Return asked for: ${pieces(lines)}. Reason: ${request.reason}`)
    const customer = order.customer!
    await this.submissions.insert({
      kind: RETURN_REQUEST_KIND,
      client,
      payload: JSON.stringify({
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.emailAddress,
        orderNumber: order.code,
        pieces: pieces(lines),
        reason: request.reason,
        message: request.note,
      }),
    })
    await this.events.publish(new ReturnEvent(ctx, request, order))
    return request
  }

  /** The owner's answer: accepted, the pieces' price is refunded through Vendure against the settled payment. */
  async decide(ctx: RequestContext, id: ID, accept: boolean): Promise<ReturnRequest> {
    const decided = await this.connection.withTransaction(ctx, async (tx) => {
      const found = await this.connection.getRepository(tx, ReturnRequest).findOne({ where: { id } })
      // The order's channel decides who may see it: Vendure's own lookup is the owner's channel.
      const order = found && (await this.orders.findOne(tx, found.orderId, ['payments', 'lines', 'customer', 'channels']))
      if (!found || !order) throw new UserInputError('RETURN_NOT_FOUND')
      // Only the answer that finds it still asked for counts: a second click, or another owner's, changes nothing.
      const state = accept ? 'accepted' : 'refused'
      const answer = { state, decidedAt: new Date(), decidedBy: ctx.session?.user?.identifier ?? null } as const
      const { affected } = await this.connection.getRepository(tx, ReturnRequest).update({ id: found.id, state: 'requested' }, answer)
      if (affected !== 1) throw new UserInputError('RETURN_DECIDED')
      Object.assign(found, answer)
      if (accept) {
        found.refundTotal = await this.refund(tx, order, found)
        await this.connection.getRepository(tx, ReturnRequest).update(found.id, { refundTotal: found.refundTotal })
      }
      await this.recordOnOrder(tx, order.id, `Return ${accept ? 'accepted' : 'refused'}: ${pieces(found.lines)}`)
      return { request: found, order }
    })
    await this.events.publish(new ReturnEvent(ctx, decided.request, decided.order))
    return decided.request
  }

  private async refund(ctx: RequestContext, order: Order, request: ReturnRequest): Promise<number> {
    const payment = order.payments.find((candidate) => candidate.state === 'Settled')
    if (!payment) throw new UserInputError('RETURN_NOT_PAID')
    const amount = this.refundDue(order, request)
    const refund = await this.orders.refundOrder(ctx, {
      paymentId: payment.id,
      amount,
      lines: [],
      shipping: 0,
      adjustment: 0,
      reason: `Return ${request.id}`,
    })
    if (isGraphQlErrorResult(refund)) throw new UserInputError(refund.errorCode)
    return amount
  }

  /** What the pieces cost as paid: a whole line's prorated total, or its prorated unit price for some of it. */
  refundDue(order: Order, request: ReturnRequest): number {
    return request.lines.reduce((sum, piece) => {
      const line = order.lines.find((candidate) => String(candidate.id) === piece.orderLineId)
      if (!line) throw new UserInputError('RETURN_PIECES')
      return sum + (piece.quantity === line.quantity ? line.proratedLinePriceWithTax : line.proratedUnitPriceWithTax * piece.quantity)
    }, 0)
  }

  private async recordOnOrder(ctx: RequestContext, orderId: ID, note: string): Promise<void> {
    await this.history.createHistoryEntryForOrder({ ctx, orderId, type: 'ORDER_NOTE', data: { note } } as unknown as NoteEntry, false)
  }
}
