import type { Shopfront } from '#domain/markets/markets'
import { regionOf } from '#domain/markets/regions'
import type { FieldErrorCode } from '#domain/forms/schemas'
import { FieldRefusal } from '@/lib/forms/fieldRefusal'
import { refusedWith, shopQuery } from '#domain/storefront/shopApi'
import {
  AdjustOrderLineDocument,
  MoveOrderDocument,
  PayByCallDocument,
  PlacedOrderDocument,
  PlacingOrderDocument,
  SetOrderDetailsDocument,
  type PlacingOrderFragment,
} from '#domain/storefront/graphql/graphql'
import type { CheckoutValues } from './checkoutSchema'
import { forgetPlacing, placingCode, rememberPlacing } from '@/lib/cart/placingOrder'

/** `soldOut` names the pieces that ran out while the shopper was checking out. */
export class CheckoutRefusal extends FieldRefusal {
  constructor(
    fields: Record<string, FieldErrorCode>,
    readonly soldOut: ReadonlyArray<string> = [],
  ) {
    super(fields)
  }
}

// Vendure finishes a step the page gave up on: giving up at the usual 10 s would call a busy shop unreachable.
const placingStep: typeof shopQuery = (document, variables, shopfront) => shopQuery(document, variables, shopfront, { timeoutMs: 30_000 })

type Refusal = { errorCode: string; message: string }
// No active order at all (another tab placed it): the cart is empty.
type Answer = PlacingOrderFragment | Refusal | null

// The checkout plugin's refusals (server/src/plugins/checkout/orderProcess.ts), by the field they are about.
const TRANSITION_PROBLEMS: Record<string, Record<string, FieldErrorCode>> = {
  NO_POSTCODE: { postcode: 'required' },
  POSTCODE_MALFORMED: { postcode: 'postcode' },
  POSTCODE_UNKNOWN: { postcode: 'postcodeUnknown' },
  NO_REGION: { region: 'required' },
  NO_DISTRICT: { district: 'required' },
  NO_ADDRESS: { addressLine1: 'required' },
  INVOICE_TITLE: { invoiceTitle: 'required' },
  INVOICE_TAX_NUMBER: { invoiceTaxNumber: 'taxNumber' },
  INVOICE_NOT_OFFERED: { invoiceKind: 'invalid' },
}

// Only China's checkout asks for a 发票: elsewhere none is requested, whatever a draft kept.
const invoiceOf = (values: CheckoutValues) =>
  values.country === 'CN' && values.invoiceKind !== 'none'
    ? { invoiceKind: values.invoiceKind, invoiceTitle: values.invoiceTitle, invoiceTaxNumber: values.invoiceTaxNumber || null }
    : { invoiceKind: 'none', invoiceTitle: null, invoiceTaxNumber: null }

function orThrow(answer: Answer, fields: Record<string, FieldErrorCode>): PlacingOrderFragment {
  if (!answer) throw new CheckoutRefusal({ lines: 'required' })
  if ('errorCode' in answer) throw new CheckoutRefusal(fields)
  return answer
}

/** A failure to ask is thrown, not read as "not placed": the code is kept until the answer is known. */
export async function placedOrder(shopfront: Shopfront, code: string): Promise<{ code: string; placedAt: string } | undefined> {
  const { orderByCode } = await placingStep(PlacedOrderDocument, { code }, shopfront).catch((error: unknown) => {
    // Vendure's refusal of another session's order: not this tab's. Any other failure leaves the question open.
    if (refusedWith(error, 'FORBIDDEN')) return { orderByCode: null }
    throw error
  })
  return orderByCode?.orderPlacedAt ? { code: orderByCode.code, placedAt: orderByCode.orderPlacedAt } : undefined
}

async function alreadyPlaced(shopfront: Shopfront): Promise<{ code: string; placedAt: string } | undefined> {
  const code = placingCode()
  if (!code) return undefined
  const placed = await placedOrder(shopfront, code)
  if (!placed) forgetPlacing()
  return placed
}

/** Re-asking each line at its quantity makes Vendure lower it to the saleable stock (or remove it) and say so. */
async function refuseWhatRanOut(shopfront: Shopfront, order: PlacingOrderFragment): Promise<void> {
  const soldOut: Array<string> = []
  for (const line of order.lines) {
    const { adjustOrderLine } = await placingStep(AdjustOrderLineDocument, { lineId: line.id, quantity: line.quantity }, shopfront)
    if ('errorCode' in adjustOrderLine && adjustOrderLine.errorCode === 'INSUFFICIENT_STOCK_ERROR') soldOut.push(line.productVariant.sku)
  }
  if (soldOut.length > 0) throw new CheckoutRefusal({ lines: 'soldOut' }, soldOut)
}

/** The order's code is kept in the tab before paying, so a retry after a lost answer finds the order instead of placing it twice. */
export async function placeOrder(shopfront: Shopfront, values: CheckoutValues): Promise<{ reference: string; createdAt: string }> {
  const placed = await alreadyPlaced(shopfront)
  if (placed) return { reference: placed.code, createdAt: placed.placedAt }

  let { activeOrder: order, eligibleShippingMethods } = await placingStep(PlacingOrderDocument, {}, shopfront)
  if (!order || order.lines.length === 0) throw new CheckoutRefusal({ lines: 'required' })
  // A checkout left after its address was taken: the order is opened again to be changed.
  if (order.state === 'ArrangingPayment')
    order = orThrow((await placingStep(MoveOrderDocument, { state: 'AddingItems' }, shopfront)).transitionOrderToState, {
      lines: 'invalid',
    })
  const method = eligibleShippingMethods.find((candidate) => candidate.code === values.delivery)
  // The cart changed in another tab (swatches alone go by post): the shopper chooses again.
  if (!method) throw new CheckoutRefusal({ delivery: 'required' })

  const phoneNumber = values.phone
  const details = await placingStep(
    SetOrderDetailsDocument,
    {
      // One field for the whole name, as people write it (张伟, Maria José da Silva).
      customer: { firstName: values.name, lastName: '', emailAddress: values.email, phoneNumber },
      address: {
        fullName: values.name,
        streetLine1: values.addressLine1,
        streetLine2: values.addressLine2,
        city: values.city,
        province: regionOf(values.country, values.region)?.postal ?? '',
        postalCode: values.postcode,
        countryCode: values.country,
        phoneNumber,
        customFields: { district: values.country === 'CN' ? values.district : null },
      },
      delivery: [method.id],
      wishes: {
        customFields: {
          deliveryPreference: values.deliveryPreference,
          deliveryNotes: values.notes || null,
          ...invoiceOf(values),
        },
      },
    },
    shopfront,
  )
  // The first refusal is the one to show: a later step may have failed only because of it.
  const customer = details.setCustomerForOrder
  orThrow(customer, {
    email: customer && 'errorCode' in customer && customer.errorCode === 'EMAIL_ADDRESS_CONFLICT_ERROR' ? 'emailHasAccount' : 'invalid',
  })
  orThrow(details.setOrderShippingAddress, { country: 'invalid' })
  orThrow(details.setOrderShippingMethod, { delivery: 'invalid' })
  orThrow(details.setOrderCustomFields, { notes: 'invalid' })

  const moved = details.transitionOrderToState
  const postcodeProblem = moved && 'transitionError' in moved ? TRANSITION_PROBLEMS[moved.transitionError] : undefined
  // Any other refusal may be Vendure's own stock check (another order took the last piece meanwhile).
  if (moved && 'errorCode' in moved && !postcodeProblem) await refuseWhatRanOut(shopfront, order)
  const arranging = orThrow(moved, postcodeProblem ?? { lines: 'invalid' })

  rememberPlacing(arranging.code)
  const paid = (await placingStep(PayByCallDocument, {}, shopfront)).addPaymentToOrder
  // Declined at the last check (callToConfirm.ts: the address or 发票 changed meanwhile, or the stock): not placed.
  if ('errorCode' in paid || !paid.orderPlacedAt) {
    forgetPlacing()
    await placingStep(MoveOrderDocument, { state: 'AddingItems' }, shopfront)
    const declined = 'paymentErrorMessage' in paid ? TRANSITION_PROBLEMS[paid.paymentErrorMessage] : undefined
    if (declined) throw new CheckoutRefusal(declined)
    await refuseWhatRanOut(shopfront, arranging)
    throw new CheckoutRefusal({ lines: 'invalid' })
  }
  forgetPlacing()
  return { reference: paid.code, createdAt: paid.orderPlacedAt ?? new Date().toISOString() }
}
