import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DashboardBaseWidget, api, useLocalFormat, useWidgetFilters } from '@vendure/dashboard'
import { byCurrency, placedInRangeDocument, revenueOf } from './placedInRange.ts'

/** Replaces Vendure's orders summary, which adds every order's total in the channel's currency: one row per currency. */
export function OrdersByMarketWidget() {
  const { t } = useLingui()
  const { dateRange } = useWidgetFilters()
  const { formatCurrency } = useLocalFormat()
  const { data } = useQuery({
    queryKey: ['orders-by-market', dateRange],
    queryFn: () => api.query(placedInRangeDocument, { start: dateRange.from.toISOString(), end: dateRange.to.toISOString() }),
  })
  const groups = byCurrency(data?.orders.items ?? [])
  return (
    <DashboardBaseWidget
      id="orders-summary-widget"
      title={t({ id: 'backOffice.summary.title', message: 'Orders by market' })}
      description={t({ id: 'backOffice.summary.description', message: 'Each market in its own currency' })}
    >
      <table className="w-full text-center tabular-nums">
        <thead className="text-muted-foreground">
          <tr>
            <th className="font-normal">
              <Trans id="backOffice.summary.currency">Currency</Trans>
            </th>
            <th className="font-normal">
              <Trans id="backOffice.summary.orders">Orders</Trans>
            </th>
            <th className="font-normal">
              <Trans id="backOffice.summary.revenue">Revenue, tax included</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="text-xl font-semibold">
          {groups.map(([currency, orders]) => (
            <tr key={currency}>
              <td>{currency}</td>
              <td>{orders.length}</td>
              <td>{formatCurrency(revenueOf(orders), currency, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(data?.orders.totalItems ?? 0) > (data?.orders.items.length ?? 0) && (
        <p className="text-center text-muted-foreground">
          <Trans id="backOffice.summary.partial">More than 1,000 orders in these days: the figures count the first 1,000.</Trans>
        </p>
      )}
      {groups.length === 0 && (
        <p className="text-center text-muted-foreground">
          <Trans id="backOffice.summary.none">No orders placed in these days.</Trans>
        </p>
      )}
    </DashboardBaseWidget>
  )
}
