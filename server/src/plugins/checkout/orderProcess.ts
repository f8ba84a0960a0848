import type { Injector, Order, OrderByCodeAccessStrategy, OrderProcess, RequestContext } from '@vendure/core'
import { DeliveryEstimator } from './deliveryEstimator.js'

type CheckoutFields = {
  deliveryEarliest?: string | null
  deliveryLatest?: string | null
  placedInSession?: string | null
  placedInLanguage?: string | null
}

declare module '@vendure/core' {
  interface CustomOrderStates {
    Confirmed: never
  }
}

const fieldsOf = (order: Order) => order.customFields as CheckoutFields

// The transition's refusal reaches the shop as `transitionError`: these codes are worded there.
const NO_POSTCODE = 'NO_POSTCODE'
const POSTCODE_PROBLEM = { malformed: 'POSTCODE_MALFORMED', unknown: 'POSTCODE_UNKNOWN' } as const

let estimator: DeliveryEstimator

/**
 * Before payment is arranged, the order records the delivery window the checkout showed (the
 * same estimate, from the same address and lines) and the browser session placing it, which
 * alone may open its confirmation page afterwards. An address no van reaches stops it there.
 */
export const checkoutProcess: OrderProcess<string> = {
  init: (injector: Injector) => {
    estimator = injector.get(DeliveryEstimator)
  },
  onTransitionStart: async (_from, to, { ctx, order }) => {
    if (to !== 'ArrangingPayment') return undefined
    const estimate = await estimator.estimateOrder(ctx, order)
    if (!estimate) return NO_POSTCODE
    if ('problem' in estimate) return POSTCODE_PROBLEM[estimate.problem]
    Object.assign(fieldsOf(order), {
      deliveryEarliest: estimate.earliest,
      deliveryLatest: estimate.latest,
      placedInSession: ctx.session ? String(ctx.session.id) : null,
      // Every later email about the order speaks it, whoever moves the order on.
      placedInLanguage: ctx.languageCode,
    })
    return undefined
  },
}

/**
 * A shop that phones its buyers: a placed order (PaymentAuthorized, "awaiting our call") is
 * Confirmed once the call is made, then goes on through Vendure's own states: PaymentSettled when
 * the payment is taken, Shipped and Delivered by its fulfilment, or Cancelled (stock released).
 * The owner may still settle at once when a buyer pays before the call.
 */
export const phoneOrderProcess: OrderProcess<'Confirmed'> = {
  transitions: {
    PaymentAuthorized: { to: ['Confirmed'], mergeStrategy: 'merge' },
    Confirmed: { to: ['PaymentSettled', 'Cancelled'] },
  },
}

/** An order's confirmation is for the browser session that placed it (or its signed-in customer), whatever code is asked for. */
export class PlacingSessionOnly implements OrderByCodeAccessStrategy {
  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const placedIn = fieldsOf(order).placedInSession
    if (placedIn && ctx.session && placedIn === String(ctx.session.id)) return true
    return ctx.activeUserId !== undefined && order.customer?.user?.id === ctx.activeUserId
  }
}
