import type { Order, RequestContext, TranslatorService } from '@vendure/core'

/** What a shopper reads of a placed order: on the status page (by code and contact) and in their account. */
export type OrderStatusAnswer = ReturnType<typeof orderStatusOf>

type OrderFields = {
  deliveryEarliest?: string | null
  deliveryLatest?: string | null
  invoiceKind?: string | null
  invoiceTitle?: string | null
  invoiceTaxNumber?: string | null
}

/** The relations `orderStatusOf` reads. */
export const ORDER_STATUS_RELATIONS = [
  'lines',
  'lines.productVariant',
  'lines.productVariant.translations',
  'lines.productVariant.product',
  'lines.productVariant.product.translations',
  'customer',
  'shippingLines',
  'shippingLines.shippingMethod',
  'surcharges',
] as const

/** `forOwner` (the account's owner only, never by code and contact): the 发票 details, and the order's id for the after-sale plugin. */
export function orderStatusOf(order: Order, ctx: RequestContext, translator: TranslatorService, forOwner = false) {
  const fields = order.customFields as OrderFields
  const method = order.shippingLines[0]?.shippingMethod
  // As the order's market showed its prices when it was placed.
  const pricesIncludeTax = order.lines[0]?.listPriceIncludesTax ?? false
  const invoiced = forOwner && fields.invoiceTitle && fields.invoiceKind && fields.invoiceKind !== 'none'
  return {
    code: order.code,
    state: order.state,
    placedAt: order.orderPlacedAt ?? null,
    deliveryEarliest: fields.deliveryEarliest ?? null,
    deliveryLatest: fields.deliveryLatest ?? null,
    delivery: method ? translator.translate(method, ctx).name : null,
    lines: order.lines.map((line) => ({
      sku: line.productVariant.sku,
      handle: line.productVariant.product ? translator.translate(line.productVariant.product, ctx).slug : '',
      name: translator.translate(line.productVariant, ctx).name,
      // Vendure zeroes a cancelled order's lines: the shopper sees what they had ordered.
      quantity: order.state === 'Cancelled' ? line.orderPlacedQuantity : line.quantity,
    })),
    currencyCode: order.currencyCode,
    pricesIncludeTax,
    subTotal: pricesIncludeTax ? order.subTotalWithTax : order.subTotal,
    taxSummary: order.taxSummary.map(({ taxRate, taxTotal }) => ({ taxRate, taxTotal })),
    shippingWithTax: order.shippingWithTax,
    totalWithTax: order.totalWithTax,
    invoice: invoiced ? { kind: fields.invoiceKind!, title: fields.invoiceTitle!, taxNumber: fields.invoiceTaxNumber ?? null } : null,
    ownerOrderId: forOwner ? order.id : null,
  }
}
