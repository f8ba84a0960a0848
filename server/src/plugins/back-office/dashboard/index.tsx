import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { defineDashboardExtension } from '@vendure/dashboard'
import { OrderStateBlock } from './orderStateBlock.tsx'
import { placedOrdersRoute } from './placedOrdersPage.tsx'
import { MetricsByMarketWidget } from './metricsByMarketWidget.tsx'
import { OrdersByMarketWidget } from './ordersByMarketWidget.tsx'
import { SetPriceBulkAction } from './setPriceBulkAction.tsx'

function ShopMark() {
  return (
    <div className="flex items-center gap-3">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="40" height="40">
        <rect width="32" height="32" rx="7" fill="#7a4a2b" />
        <path d="M7 19h18v5H7zM9 13h14v6H9z" fill="#f7f3ee" />
        <path d="M8 24v2M24 24v2" stroke="#f7f3ee" strokeWidth="2" />
      </svg>
      <span className="text-2xl font-semibold">
        <Trans id="backOffice.brand">Woodnest</Trans>
      </span>
    </div>
  )
}

defineDashboardExtension({
  routes: [placedOrdersRoute],
  // Vendure's own two, by their ids: in the default channel, the overview of both markets, they added yuan to dollars.
  widgets: [
    {
      id: 'metrics-widget',
      name: 'Metrics by market',
      component: MetricsByMarketWidget,
      defaultSize: { w: 12, h: 6, x: 0, y: 0 },
      minSize: { w: 6, h: 4 },
      requiresPermissions: ['ReadOrder'],
    },
    {
      id: 'orders-summary-widget',
      name: 'Orders by market',
      component: OrdersByMarketWidget,
      defaultSize: { w: 6, h: 3, x: 6, y: 0 },
      requiresPermissions: ['ReadOrder'],
    },
  ],
  // A piece's price in a market in one edit: its variants chosen at once, in the active channel's currency.
  dataTables: [
    { pageId: 'product-detail', blockId: 'product-variants-table', bulkActions: [{ component: SetPriceBulkAction }] },
    { pageId: 'product-variant-list', bulkActions: [{ component: SetPriceBulkAction }] },
  ],
  pageBlocks: [
    {
      id: 'shop-order-state',
      location: { pageId: 'order-detail', column: 'side', position: { blockId: 'state', order: 'replace' } },
      component: OrderStateBlock,
    },
  ],
  login: {
    logo: { component: ShopMark },
    beforeForm: {
      component: () => (
        <p className="text-center text-sm text-muted-foreground">
          <Trans id="backOffice.signInHint">
            The shop's back office, for its owner and staff: sign in with your username and password. Shoppers sign in on the shop.
          </Trans>
        </p>
      ),
    },
  },
})

/** Only read by `npm run extract`: the Dashboard's names for the shop's states, and corrections to Vendure's own catalog (docs/back-office.md#languages). */
export const ORDER_STATE_NAMES = [msg({ id: 'orderState.Confirmed', message: 'Confirmed by phone' })]
/** The nav item's title is looked up by its id (`i18n.t`). */
export const NAV_TITLES = [msg({ id: 'backOffice.placedOrders', message: 'Placed orders' })]
export const VENDURE_CORRECTIONS = [msg`State`, msg`Email`]
