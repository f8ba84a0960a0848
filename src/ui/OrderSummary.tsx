import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDate, formatDay } from '#domain/locale/formatDay'
import type { OrderStatusFieldsFragment } from '#domain/storefront/graphql/graphql'
import { useLocale } from '@/lib/locale/useLocale'
import { OrderTotals } from './OrderTotals'
import { useOrderStates } from './useOrderStates'
import '@/ui/styles/order-lines.css'

export type OrderStatus = OrderStatusFieldsFragment

/** A placed order as its shopper reads it (the status page's answer, the account's orders): its state, delivery window, lines and what it costs. */
export default function OrderSummary({
  order,
  heading = 'h2',
  children,
}: {
  order: OrderStatus
  heading?: 'h2' | 'h3'
  children?: ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const stateOf = useOrderStates()
  const Heading = heading
  const headingId = `order-${order.code}`
  return (
    <section className="card order-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="h3">
        {t({ id: 'order.number', message: `Order ${order.code}` })}
      </Heading>
      {order.placedAt && <p className="muted">{t({ id: 'order.placedOn', message: `Placed on ${formatDate(order.placedAt, locale)}` })}</p>}
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
        <OrderTotals order={order} subTotal={order.subTotal} deliveryLabel={t({ id: 'order.deliveryCost', message: 'Delivery' })} />
      )}
      {children}
    </section>
  )
}
