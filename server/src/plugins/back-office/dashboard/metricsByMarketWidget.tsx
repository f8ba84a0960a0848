import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DashboardBaseWidget, MetricsChart, Tabs, TabsList, TabsTrigger, api, useLocalFormat, useWidgetFilters } from '@vendure/dashboard'
import { byCurrency, placedInRangeDocument, revenueOf, type PlacedOrder } from './placedInRange.ts'

const FIGURES = ['count', 'total', 'average'] as const
type Figure = (typeof FIGURES)[number]

// The owner's own days, as the Dashboard's date range is.
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

function perDay(orders: ReadonlyArray<PlacedOrder>, from: Date, to: Date, figure: Figure) {
  const days: Array<{ day: string; orders: Array<PlacedOrder> }> = []
  // By calendar day: a day is not always 24 hours where the clocks change.
  for (const date = new Date(from); date <= to; date.setDate(date.getDate() + 1)) days.push({ day: dayOf(date), orders: [] })
  for (const order of orders)
    days.find(({ day }) => order.orderPlacedAt && dayOf(new Date(order.orderPlacedAt)) === day)?.orders.push(order)
  return days.map(({ day, orders: placed }) => ({
    day,
    sales:
      figure === 'count'
        ? placed.length
        : figure === 'total'
          ? revenueOf(placed)
          : placed.length
            ? Math.round(revenueOf(placed) / placed.length)
            : 0,
  }))
}

/** Replaces Vendure's metrics chart, which adds every order's total in the channel's currency: one currency at a time. */
export function MetricsByMarketWidget() {
  const { t } = useLingui()
  const { dateRange } = useWidgetFilters()
  const { formatCurrency, formatDate } = useLocalFormat()
  const [figure, setFigure] = useState<Figure>('total')
  const [chosen, setChosen] = useState<string>()
  const { data } = useQuery({
    queryKey: ['metrics-by-market', dateRange],
    queryFn: () => api.query(placedInRangeDocument, { start: dateRange.from.toISOString(), end: dateRange.to.toISOString() }),
  })
  const groups = byCurrency(data?.orders.items ?? [])
  const [currency, orders] = groups.find(([code]) => code === chosen) ?? groups[0] ?? ['USD', []]
  // A few dozen days at most: worked out on each render.
  const chartData = perDay(orders, dateRange.from, dateRange.to, figure).map(({ day, sales }) => ({
    name: formatDate(new Date(`${day}T12:00:00`), { month: 'short', day: 'numeric' }),
    sales,
  }))
  const labels: Record<Figure, string> = {
    count: t({ id: 'backOffice.metrics.count', message: 'Order count' }),
    total: t({ id: 'backOffice.metrics.total', message: 'Order total' }),
    average: t({ id: 'backOffice.metrics.average', message: 'Average order value' }),
  }
  return (
    <DashboardBaseWidget
      id="metrics-widget"
      title={t({ id: 'backOffice.metrics.title', message: 'Metrics by market' })}
      description={t({ id: 'backOffice.metrics.description', message: 'Each market in its own currency' })}
      actions={
        <div className="flex gap-1">
          {groups.length > 1 && (
            <Tabs value={currency} onValueChange={setChosen}>
              <TabsList>
                {groups.map(([code]) => (
                  <TabsTrigger key={code} value={code}>
                    {code}
                  </TabsTrigger>
                ))}
              </TabsList>
            </Tabs>
          )}
          <Tabs value={figure} onValueChange={(value) => setFigure(value as Figure)}>
            <TabsList>
              {FIGURES.map((option) => (
                <TabsTrigger key={option} value={option}>
                  {labels[option]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
        </div>
      }
    >
      <MetricsChart
        chartData={chartData}
        dataLabel={labels[figure]}
        formatValue={(value: number) => (figure === 'count' ? String(value) : formatCurrency(value, currency, 0))}
      />
    </DashboardBaseWidget>
  )
}
