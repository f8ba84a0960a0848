import type { Shopfront } from '#domain/markets/markets'
import {
  ActiveOrderDocument,
  AddToOrderDocument,
  ReopenOrderDocument,
  AdjustOrderLineDocument,
  EmptyOrderDocument,
  RemoveOrderLineDocument,
  TaxOrderAtDocument,
  VariantIdsDocument,
  type CartOrderFragment,
} from '#domain/storefront/graphql/graphql'
import { shopQuery } from '#domain/storefront/shopApi'
import { isSwatchSku } from '#domain/storefront/paths'
import { EMPTY_ORDER, type CartOrder, type CartProblem } from './cartOrder'

const major = (minor: number) => minor / 100

function cartOf(order: CartOrderFragment | null | undefined): CartOrder {
  if (!order) return EMPTY_ORDER
  const gross = order.pricesIncludeTax
  return {
    currency: order.currencyCode === 'CNY' ? 'CNY' : 'USD',
    state: order.state,
    totalQuantity: order.totalQuantity,
    subtotal: major(gross ? order.subTotalWithTax : order.subTotal),
    subtotalWithTax: major(order.subTotalWithTax),
    tax: {
      included: gross,
      lines: order.taxSummary.map((line) => ({ rate: line.taxRate, amount: major(line.taxTotal) })),
      at: order.shippingAddress?.province ?? null,
    },
    lines: order.lines.map((line) => ({
      id: line.id,
      sku: line.productVariant.sku,
      handle: line.productVariant.product.slug,
      quantity: line.quantity,
      unitPrice: major(gross ? line.unitPriceWithTax : line.unitPrice),
      linePrice: major(gross ? line.linePriceWithTax : line.linePrice),
      ...(isSwatchSku(line.productVariant.sku)
        ? {
            swatch: {
              name: line.productVariant.name,
              colour: line.productVariant.options.find((option) => option.customFields?.swatch)?.customFields?.swatch ?? '#cccccc',
            },
          }
        : {}),
    })),
  }
}

export type CartAnswer = { cart: CartOrder; problem?: CartProblem }

type WriteResult = CartOrderFragment | { errorCode: string; message: string; order?: CartOrderFragment; interceptorError?: string }

function answerOf(result: WriteResult, sku: string, current: () => Promise<CartOrder>): Promise<CartAnswer> | CartAnswer {
  if (!('errorCode' in result)) return { cart: cartOf(result) }
  // Vendure answers how many this change could add; what the shopper needs is how many the cart now holds.
  if (result.errorCode === 'INSUFFICIENT_STOCK_ERROR' && result.order) {
    const cart = cartOf(result.order)
    return { cart, problem: { kind: 'stock', sku, inCart: cart.lines.find((line) => line.sku === sku)?.quantity ?? 0 } }
  }
  const rule = result.interceptorError // the swatch rules' codes (server/src/plugins/checkout/swatchLimit.ts)
  const problem: CartProblem =
    rule === 'SWATCH_LIMIT'
      ? { kind: 'swatch-limit', sku }
      : rule === 'ONE_OF_EACH_SWATCH'
        ? { kind: 'swatch-twice', sku }
        : { kind: 'refused', sku, code: result.errorCode }
  return current().then((cart) => ({ cart, problem }))
}

export async function readCart(shopfront: Shopfront): Promise<CartOrder> {
  const { activeOrder } = await shopQuery(ActiveOrderDocument, {}, shopfront)
  return cartOf(activeOrder)
}

/** Vendure refuses changes to an order a checkout left in `ArrangingPayment`: reopen it and try once more. */
async function inOpenOrder<T extends WriteResult>(shopfront: Shopfront, write: () => Promise<T>): Promise<T> {
  const first = await write()
  if (!('errorCode' in first) || first.errorCode !== 'ORDER_MODIFICATION_ERROR') return first
  await shopQuery(ReopenOrderDocument, {}, shopfront)
  return write()
}

export async function addToCart(shopfront: Shopfront, line: { sku: string; handle: string; quantity: number }): Promise<CartAnswer> {
  const { product } = await shopQuery(VariantIdsDocument, { slug: line.handle }, shopfront)
  const variant = product?.variants.find((candidate) => candidate.sku === line.sku)
  if (!variant) return { cart: await readCart(shopfront), problem: { kind: 'gone', sku: line.sku } }
  const addItemToOrder = await inOpenOrder(
    shopfront,
    async () => (await shopQuery(AddToOrderDocument, { id: variant.id, quantity: line.quantity }, shopfront)).addItemToOrder,
  )
  return answerOf(addItemToOrder, line.sku, () => readCart(shopfront))
}

export async function setLineQuantity(shopfront: Shopfront, line: { id: string; sku: string }, quantity: number): Promise<CartAnswer> {
  const adjustOrderLine = await inOpenOrder(
    shopfront,
    async () => (await shopQuery(AdjustOrderLineDocument, { lineId: line.id, quantity }, shopfront)).adjustOrderLine,
  )
  return answerOf(adjustOrderLine, line.sku, () => readCart(shopfront))
}

export async function removeLine(shopfront: Shopfront, line: { id: string; sku: string }): Promise<CartAnswer> {
  const removeOrderLine = await inOpenOrder(
    shopfront,
    async () => (await shopQuery(RemoveOrderLineDocument, { lineId: line.id }, shopfront)).removeOrderLine,
  )
  return answerOf(removeOrderLine, line.sku, () => readCart(shopfront))
}

export async function emptyCart(shopfront: Shopfront): Promise<CartAnswer> {
  const { removeAllOrderLines } = await shopQuery(EmptyOrderDocument, {}, shopfront)
  return answerOf(removeAllOrderLines, '', () => readCart(shopfront))
}

/** Sets the delivery state alone on the order, so that Vendure taxes it there (the rest of the address comes when it is placed). */
export async function taxCartAt(shopfront: Shopfront, address: { countryCode: string; province: string }): Promise<CartOrder> {
  const setOrderShippingAddress = await inOpenOrder(
    shopfront,
    async () => (await shopQuery(TaxOrderAtDocument, { address: { streetLine1: '', ...address } }, shopfront)).setOrderShippingAddress,
  )
  return 'errorCode' in setOrderShippingAddress ? readCart(shopfront) : cartOf(setOrderShippingAddress)
}
