import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { defineDashboardExtension } from '@vendure/dashboard'
import { OrderStateBlock } from './orderStateBlock.tsx'
import { placedOrdersRoute } from './placedOrdersPage.tsx'

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
          <Trans id="backOffice.signInHint">The shop's back office, for its owner and staff. Shoppers sign in on the shop.</Trans>
        </p>
      ),
    },
  },
})

/** Only read by `npm run extract`: the Dashboard's names for the shop's states, and corrections to Vendure's own catalog (docs/back-office.md#languages). */
export const ORDER_STATE_NAMES = [msg({ id: 'orderState.Confirmed', message: 'Confirmed by phone' })]
/** The nav item's title is looked up by its id (`i18n.t`). */
export const NAV_TITLES = [msg({ id: 'backOffice.placedOrders', message: 'Placed orders' })]
export const VENDURE_CORRECTIONS = [msg`State`]
