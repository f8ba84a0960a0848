import {
  defaultOrderProcess,
  type Injector,
  type Order,
  type OrderByCodeAccessStrategy,
  type OrderProcess,
  type RequestContext,
} from '@vendure/core'
import { isRegionOf } from '#domain/markets/regions.js'
import { invoiceProblem, normalizeTaxNumber, type InvoiceKind } from '#domain/forms/invoice.js'
import { DeliveryEstimator } from './deliveryEstimator.js'

type CheckoutFields = {
  deliveryEarliest?: string | null
  deliveryLatest?: string | null
  placedInSession?: string | null
  placedInLanguage?: string | null
  invoiceKind?: InvoiceKind | null
  invoiceTitle?: string | null
  invoiceTaxNumber?: string | null
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
const NO_REGION = 'NO_REGION'
const NO_DISTRICT = 'NO_DISTRICT'
const NO_ADDRESS = 'NO_ADDRESS'
const INVOICE_PROBLEM = { invoiceTitle: 'INVOICE_TITLE', invoiceTaxNumber: 'INVOICE_TAX_NUMBER' } as const
const NO_INVOICE_HERE = 'INVOICE_NOT_OFFERED'

function invoiceOf(order: Order) {
  const fields = fieldsOf(order)
  return { kind: fields.invoiceKind ?? 'none', title: fields.invoiceTitle ?? '', taxNumber: fields.invoiceTaxNumber ?? '' }
}

/** An address as its country writes it and a 发票 it can issue (China only): checked on the way to payment and as it is paid. */
export function placingProblem(order: Order): string | undefined {
  const { countryCode = '', province = '', streetLine1, city } = order.shippingAddress
  if (!streetLine1?.trim() || !city?.trim()) return NO_ADDRESS
  if (!isRegionOf(countryCode, province)) return NO_REGION
  const { district } = (order.shippingAddress.customFields ?? {}) as { district?: string | null }
  if (countryCode === 'CN' && !district?.trim()) return NO_DISTRICT
  const invoice = invoiceOf(order)
  if (invoice.kind !== 'none' && countryCode !== 'CN') return NO_INVOICE_HERE
  const problem = invoiceProblem(invoice)
  return problem ? INVOICE_PROBLEM[problem.field] : undefined
}

let estimator: DeliveryEstimator

/** Records the placing session, which alone may open the confirmation page afterwards (see PlacingSessionOnly). */
export const checkoutProcess: OrderProcess<string> = {
  init: (injector: Injector) => {
    estimator = injector.get(DeliveryEstimator)
  },
  onTransitionStart: async (_from, to, { ctx, order }) => {
    if (to !== 'ArrangingPayment') return undefined
    const estimate = await estimator.estimateOrder(ctx, order)
    if (!estimate) return NO_POSTCODE
    if ('problem' in estimate) return POSTCODE_PROBLEM[estimate.problem]
    const problem = placingProblem(order)
    if (problem) return problem
    const invoice = invoiceOf(order)
    Object.assign(fieldsOf(order), {
      // The 发票 as it will be printed, and nothing it does not need.
      invoiceTitle: invoice.kind === 'none' ? null : invoice.title.trim(),
      invoiceTaxNumber: invoice.kind === 'company' ? normalizeTaxNumber(invoice.taxNumber) : null,
      deliveryEarliest: estimate.earliest,
      deliveryLatest: estimate.latest,
      placedInSession: ctx.session ? String(ctx.session.id) : null,
      placedInLanguage: ctx.languageCode,
    })
    return undefined
  },
}

/**
 * Vendure's next steps of a placed order, the call first: the Dashboard lists them in this order. The owner may still
 * settle at once without the call (docs/back-office.md).
 */
export const phoneOrderProcess: OrderProcess<'Confirmed'> = {
  transitions: {
    PaymentAuthorized: { to: ['Confirmed', ...(defaultOrderProcess.transitions?.PaymentAuthorized?.to ?? [])], mergeStrategy: 'replace' },
    Confirmed: { to: ['PaymentSettled', 'Cancelled'] },
  },
}

/** Knowing an order's code is not enough: only the placing session or its signed-in customer may open it. */
export class PlacingSessionOnly implements OrderByCodeAccessStrategy {
  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const placedIn = fieldsOf(order).placedInSession
    if (placedIn && ctx.session && placedIn === String(ctx.session.id)) return true
    return ctx.activeUserId !== undefined && order.customer?.user?.id === ctx.activeUserId
  }
}
