import { useLingui } from '@lingui/react/macro'
import { formatDay } from '#domain/locale/formatDay'
import { useLocale } from '@/lib/locale/useLocale'
import { currencyOf, formatPrice } from '@/ui/Price'
import type { OrderStatus } from './orderStatusLookup'
import { useOrderStates } from './useOrderStates'

/** A found order, on the status page: its state, the delivery window, its lines and what it costs. */
export default function OrderStatusAnswer({ order }: { order: OrderStatus }) {
  const { t } = useLingui()
  const locale = useLocale()
  const stateOf = useOrderStates()
  return (
    <section className="card" aria-labelledby="order-status-heading">
      <h2 id="order-status-heading" className="h3">
        {t({ id: 'order.number', message: `Order ${order.code}` })}
      </h2>
      <p>
        <strong>{stateOf(order.state)}</strong>
      </p>
      {order.deliveryEarliest && order.deliveryLatest && (
        <p>
          {t({
            id: 'checkout.window',
            message: `Arrives between ${formatDay(order.deliveryEarliest, locale)} and ${formatDay(order.deliveryLatest, locale)}.`,
          })}
          {order.delivery && <span className="muted"> · {order.delivery}</span>}
        </p>
      )}
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li key={line.sku}>
            <span>
              {line.quantity} × {line.name}
            </span>
          </li>
        ))}
      </ul>
      {order.state !== 'Cancelled' && (
        <p className="subtotal-row order-total">
          <span>{t({ id: 'checkout.total', message: 'Total' })}</span>
          <strong>{formatPrice(order.totalWithTax / 100, locale, currencyOf(order.currencyCode))}</strong>
        </p>
      )}
    </section>
  )
}
