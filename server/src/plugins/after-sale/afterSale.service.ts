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
  type ID,
  type Order,
  type RequestContext,
} from '@vendure/core'
import * as v from 'valibot'
import { ReturnRequestSchema, type ReturnLine, type ReturnRequestInput } from '#domain/forms/returns.js'
import { RETURN_REQUEST_KIND } from '../../forms/summary.ts'
import { SubmissionService } from '../submissions/submission.service.js'
import { ReturnEvent } from './returnEvent.js'
import { ReturnRequest } from './returnRequest.entity.js'
import { ShopperOrders } from './shopperOrders.js'

const DAY = 24 * 60 * 60 * 1000
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

  /** The last day a return may be asked for (YYYY-MM-DD): the owner's return days after the order was delivered. */
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
    return delivered ? new Date(delivered.createdAt.getTime() + returnDays * DAY).toISOString().slice(0, 10) : null
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
    if (!until || until < new Date().toISOString().slice(0, 10)) throw new UserInputError('RETURN_CLOSED')
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
      if (found.state !== 'requested') throw new UserInputError('RETURN_DECIDED')
      if (accept) found.refundTotal = await this.refund(tx, order, found)
      found.state = accept ? 'accepted' : 'refused'
      found.decidedAt = new Date()
      found.decidedBy = ctx.session?.user?.identifier ?? null
      await this.connection.getRepository(tx, ReturnRequest).save(found)
      await this.recordOnOrder(tx, order.id, `Return ${accept ? 'accepted' : 'refused'}: ${pieces(found.lines)}`)
      return { request: found, order }
    })
    await this.events.publish(new ReturnEvent(ctx, decided.request, decided.order))
    return decided.request
  }

  private async refund(ctx: RequestContext, order: Order, request: ReturnRequest): Promise<number> {
    const payment = order.payments.find((candidate) => candidate.state === 'Settled')
    if (!payment) throw new UserInputError('RETURN_NOT_PAID')
    const amount = request.lines.reduce((sum, piece) => {
      const line = order.lines.find((candidate) => String(candidate.id) === piece.orderLineId)
      return sum + (line ? line.proratedUnitPriceWithTax * piece.quantity : 0)
    }, 0)
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

  private async recordOnOrder(ctx: RequestContext, orderId: ID, note: string): Promise<void> {
    await this.history.createHistoryEntryForOrder({ ctx, orderId, type: 'ORDER_NOTE', data: { note } } as unknown as NoteEntry, false)
  }
}
