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
import { placingProblem } from './orderProcess.js'

export const CALL_TO_CONFIRM = 'call-to-confirm'

/** The storefront matches this prefix of a declined payment's message and words it for the shopper. */
const OUT_OF_STOCK = 'OUT_OF_STOCK'

let connection: TransactionalConnection
let variants: ProductVariantService
let estimator: DeliveryEstimator

/** Placing is when stock is promised: lines are checked with the stock rows locked, so the last piece sells once (docs/checkout.md). */
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
    // Declined, the payment counts for nothing: the shopper mends the field and pays again.
    const problem = placingProblem(order)
    if (problem) return { amount, state: 'Declined', errorMessage: problem }
    const ids = [...new Set(order.lines.map((line) => line.productVariantId))]
    try {
      // Held until the order is placed and its stock allocated, in the same transaction; SQLite has no row locks.
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
    // Again under the lock: another order may have taken the ready pieces since the checkout (docs/delivery.md).
    const estimate = await estimator.estimateOrder(ctx, order)
    if (estimate && !('problem' in estimate))
      await connection
        .getRepository(ctx, Order)
        .update(order.id, { customFields: { deliveryEarliest: estimate.earliest, deliveryLatest: estimate.latest } })
    return { amount, state: 'Authorized', metadata: { public: { method: CALL_TO_CONFIRM } } }
  },
  settlePayment: () => ({ success: true }),
  cancelPayment: () => ({ success: true }),
})
