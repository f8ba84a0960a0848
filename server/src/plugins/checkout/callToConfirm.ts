import {
  Order,
  PaymentMethodHandler,
  ProductVariant,
  ProductVariantService,
  StockLevel,
  TransactionalConnection,
  type Injector,
} from '@vendure/core'
import { In, LockNotSupportedOnGivenDriverError } from 'typeorm'
import { bilingual } from '../../config/bilingual.js'
import { DeliveryEstimator } from './deliveryEstimator.js'

export const CALL_TO_CONFIRM = 'call-to-confirm'

/** What a declined payment's message starts with when a piece ran out: the shop words it for the shopper. */
const OUT_OF_STOCK = 'OUT_OF_STOCK'

let connection: TransactionalConnection
let variants: ProductVariantService
let estimator: DeliveryEstimator

/**
 * The shop takes no card: the order is authorised as it is placed, the owner phones the buyer
 * and settles the payment once it is taken. Placing it is also the moment stock is promised, so
 * the handler checks every line against saleable stock first, with the stock rows locked (on
 * Postgres; SQLite runs one transaction at a time), and declines when a piece ran out.
 */
export const callToConfirmHandler = new PaymentMethodHandler({
  code: CALL_TO_CONFIRM,
  description: bilingual('We call you to confirm and take payment', '我们致电确认并收款'),
  args: {},
  init: (injector: Injector) => {
    connection = injector.get(TransactionalConnection)
    variants = injector.get(ProductVariantService)
    estimator = injector.get(DeliveryEstimator)
  },
  createPayment: async (ctx, order, amount) => {
    const ids = [...new Set(order.lines.map((line) => line.productVariantId))]
    try {
      // Held until the order is placed and its stock allocated, in the same transaction.
      await connection
        .getRepository(ctx, StockLevel)
        .createQueryBuilder('level')
        .setLock('pessimistic_write')
        .where('level.productVariantId IN (:...ids)', { ids })
        .getMany()
    } catch (error) {
      if (!(error instanceof LockNotSupportedOnGivenDriverError)) throw error
    }
    const loaded = await connection.getRepository(ctx, ProductVariant).find({ where: { id: In(ids) } })
    const short: Array<string> = []
    for (const line of order.lines) {
      const variant = loaded.find((candidate) => candidate.id === line.productVariantId)
      if (!variant || (await variants.getSaleableStockLevel(ctx, variant)) < line.quantity)
        short.push(variant?.sku ?? String(line.productVariantId))
    }
    if (short.length > 0) return { amount, state: 'Declined', errorMessage: `${OUT_OF_STOCK}: ${short.join(' ')}` }
    // The delivery window as the order is placed: another order may have taken the ready pieces
    // since the checkout showed it, and a piece then made to order comes weeks later.
    const estimate = await estimator.estimateOrder(ctx, order)
    if (estimate && !('problem' in estimate))
      await connection
        .getRepository(ctx, Order)
        .update(order.id, { customFields: { deliveryEarliest: estimate.earliest, deliveryLatest: estimate.latest } })
    return { amount, state: 'Authorized', metadata: { public: { method: CALL_TO_CONFIRM } } }
  },
  // The owner settles once the buyer has paid over the phone or by transfer.
  settlePayment: () => ({ success: true }),
  cancelPayment: () => ({ success: true }),
})
