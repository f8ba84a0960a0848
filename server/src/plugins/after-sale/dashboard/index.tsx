import { Trans } from '@lingui/react/macro'
import { defineDashboardExtension } from '@vendure/dashboard'
import { ReturnsBlock } from './returnsBlock.tsx'

// The order's returns, above its history: where the owner reads what happened to it.
defineDashboardExtension({
  pageBlocks: [
    {
      id: 'shop-order-returns',
      title: <Trans id="returns.title">Returns</Trans>,
      location: { pageId: 'order-detail', column: 'main', position: { blockId: 'order-history', order: 'before' } },
      component: ReturnsBlock,
    },
  ],
})
