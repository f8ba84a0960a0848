import type { Order } from '@vendure/core'
import { formatDay } from '#domain/locale/formatDay.js'
import type { Locale } from '#domain/locale/locales.js'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { isMarket } from '#domain/markets/markets.js'
import { formatRate, shownTaxLines } from '#domain/storefront/taxLines.js'
import type { EmailText } from './emailTexts.js'

type CheckoutFields = { deliveryEarliest?: string | null; deliveryLatest?: string | null }
type Words = (text: EmailText, values?: Record<string, string>) => string

export const money = (minor: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100)

/** As the checkout shows them: the US's sales tax added to the prices, China's VAT within them. */
function taxesOf(order: Order, included: boolean, price: (minor: number) => string, locale: Locale, word: Words) {
  const lines = order.taxSummary.map((line) => ({ rate: line.taxRate, amount: line.taxTotal }))
  return shownTaxLines(lines, included).map(({ rate, amount }) => ({
    label: word(included ? 'taxIncluded' : 'salesTax', { rate: formatRate(rate, locale) }),
    amount: price(amount),
  }))
}

/**
 * What every email about an order shows of it: its pieces with their prices, the tax, the delivery, the total and when it arrives.
 * A cancelled order's lines and totals are zero (Vendure cancels them): it lists the pieces as placed, unpriced.
 */
export function orderSummary(order: Order, names: ReadonlyArray<string | undefined>, methodName: string, locale: Locale, word: Words) {
  const priced = order.state !== 'Cancelled'
  const { deliveryEarliest, deliveryLatest } = order.customFields as CheckoutFields
  const price = (minor: number) => money(minor, order.currencyCode, locale)
  const included = order.channels?.find((channel) => isMarket(channel.token))?.pricesIncludeTax ?? true
  return {
    priced,
    lines: order.lines.map((line, index) => ({
      quantity: priced ? line.quantity : line.orderPlacedQuantity,
      name: names[index],
      price: price(included ? line.proratedLinePriceWithTax : line.proratedLinePrice),
    })),
    subtotal: price(included ? order.subTotalWithTax : order.subTotal),
    taxes: taxesOf(order, included, price, locale, word),
    shipping: order.shippingWithTax === 0 ? word('free') : price(order.shippingWithTax),
    total: price(order.totalWithTax),
    summaryWords: {
      lines: word('lines'),
      subtotal: word('subtotal'),
      delivery: word('delivery', { method: methodName }),
      total: word('total'),
      window:
        deliveryEarliest && deliveryLatest
          ? word('window', { earliest: formatDay(deliveryEarliest, locale), latest: formatDay(deliveryLatest, locale) })
          : '',
    },
  }
}

/** The status page in the order's language and market (its channel), so the link opens the shop the shopper bought in. */
export function statusPathOf(order: Order, locale: Locale): string {
  const market = order.channels?.map((channel) => channel.token).find(isMarket)
  return localizePath('/order-status', locale, SHIPPED_ROUTING, market)
}
