import type { Customer, ID, Order } from '@vendure/core'
import type { ReturnRequest } from '../after-sale/returnRequest.entity.js'
import type { Submission } from '../submissions/submission.entity.js'

type OrderFields = {
  deliveryNotes?: string | null
  invoiceKind?: string | null
  invoiceTitle?: string | null
  invoiceTaxNumber?: string | null
}
type AddressFields = { district?: string | null }

/** An erased account's sign-in and email: unique per account, and no mailbox (`.invalid` is reserved). */
export const erasedEmail = (customerId: ID) => `erased-${String(customerId)}@erased.invalid`

/** What stays of an address on an order kept for the books: the country and province its tax was charged for. */
const taxPlace = (address: Order['shippingAddress']) => ({
  country: address.country,
  countryCode: address.countryCode,
  province: address.province,
})

/** An order kept for the owner's books without its shopper's personal fields (docs/security.md#own-data). */
export function anonymousOrderFields(order: Order): Partial<Order> {
  const fields = order.customFields as OrderFields
  const personalInvoice = fields.invoiceKind === 'personal'
  return {
    shippingAddress: taxPlace(order.shippingAddress),
    billingAddress: taxPlace(order.billingAddress),
    customFields: {
      ...order.customFields,
      deliveryNotes: null,
      placedInSession: null,
      ...(personalInvoice ? { invoiceTitle: null } : {}),
    },
  } as Partial<Order>
}

type Everything = {
  customer: Customer
  orders: ReadonlyArray<Order>
  returns: ReadonlyArray<ReturnRequest>
  messages: ReadonlyArray<Submission>
  alerts: ReadonlyArray<{ sku: string; market: string; askedAt: Date; toldAt: Date | null }>
}

const addressOf = (address: Order['shippingAddress']) => ({
  fullName: address.fullName,
  streetLine1: address.streetLine1,
  streetLine2: address.streetLine2,
  district: (address.customFields as AddressFields | undefined)?.district ?? null,
  city: address.city,
  province: address.province,
  postalCode: address.postalCode,
  country: address.countryCode,
  phoneNumber: address.phoneNumber,
})

const parsed = (payload: string): unknown => {
  try {
    return JSON.parse(payload)
  } catch {
    return payload
  }
}

/** "Download my data": the account, its addresses, orders, returns, messages, saved pieces and back-in-stock asks. */
export function ownDataOf({ customer, orders, returns, messages, alerts }: Everything) {
  return {
    exportedAt: new Date().toISOString(),
    account: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.emailAddress,
      phone: customer.phoneNumber || null,
      createdAt: customer.createdAt,
    },
    addresses: customer.addresses.map((address) => ({
      ...addressOf({ ...address, country: address.country.code, countryCode: address.country.code }),
      id: address.id,
    })),
    orders: orders.map((order) => {
      const fields = order.customFields as OrderFields
      return {
        code: order.code,
        placedAt: order.orderPlacedAt,
        state: order.state,
        currencyCode: order.currencyCode,
        lines: order.lines.map((line) => ({
          sku: line.productVariant.sku,
          quantity: order.state === 'Cancelled' ? line.orderPlacedQuantity : line.quantity,
          unitPriceWithTax: line.unitPriceWithTax,
        })),
        shippingWithTax: order.shippingWithTax,
        totalWithTax: order.totalWithTax,
        deliveryAddress: addressOf(order.shippingAddress),
        deliveryNotes: fields.deliveryNotes ?? null,
        invoice:
          fields.invoiceKind && fields.invoiceKind !== 'none'
            ? { kind: fields.invoiceKind, title: fields.invoiceTitle, taxNumber: fields.invoiceTaxNumber }
            : null,
        returns: returns
          .filter((request) => String(request.orderId) === String(order.id))
          .map(({ createdAt, state, reason, note, lines, refundTotal }) => ({
            askedAt: createdAt,
            state,
            reason,
            note,
            pieces: lines.map(({ sku, quantity }) => ({ sku, quantity })),
            refundTotal,
          })),
      }
    }),
    messages: messages.map((message) => ({
      reference: message.reference,
      kind: message.kind,
      sentAt: message.createdAt,
      fields: parsed(message.payload),
    })),
    saved: ((customer.customFields as { savedItems?: Array<string> | null }).savedItems ?? []).slice(),
    backInStock: alerts,
  }
}
