import { Trans } from '@lingui/react/macro'
import {
  CustomerCell,
  DetailPageButton,
  ListPage,
  OrderMoneyCell,
  OrderStateCell,
  graphql,
  type DashboardRouteDefinition,
} from '@vendure/dashboard'

const placedOrdersDocument = graphql(`
  query PlacedOrders($options: OrderListOptions) {
    orders(options: $options) {
      items {
        id
        code
        state
        orderPlacedAt
        updatedAt
        customer {
          id
          firstName
          lastName
        }
        total
        totalWithTax
        currencyCode
      }
      totalItems
    }
  }
`)

type Options = { options?: { filter?: Record<string, unknown> } & Record<string, unknown> }

/** Vendure's order list shows every cart and draft too: this one holds the orders a shopper placed, the newest first. */
export const placedOrdersRoute: DashboardRouteDefinition = {
  path: '/placed-orders',
  navMenuItem: { sectionId: 'sales', id: 'placed-orders', title: 'backOffice.placedOrders', order: 50, requiresPermission: ['ReadOrder'] },
  loader: () => ({ breadcrumb: () => <Trans id="backOffice.placedOrders">Placed orders</Trans> }),
  component: (route) => (
    <ListPage
      pageId="placed-order-list"
      title={<Trans id="backOffice.placedOrders">Placed orders</Trans>}
      listQuery={placedOrdersDocument}
      route={route}
      defaultSort={[{ id: 'orderPlacedAt', desc: true }]}
      transformVariables={(variables: Options) => ({
        ...variables,
        options: { ...variables.options, filter: { ...variables.options?.filter, orderPlacedAt: { isNull: false } } },
      })}
      onSearchTermChange={(searchTerm) => ({ _or: [{ code: { contains: searchTerm } }, { customerLastName: { contains: searchTerm } }] })}
      customizeColumns={{
        code: { cell: ({ cell, row }) => <DetailPageButton id={row.original.id} label={String(cell.getValue())} /> },
        state: { cell: OrderStateCell },
        customer: { cell: CustomerCell },
        total: { meta: { dependencies: ['currencyCode'] }, cell: OrderMoneyCell },
        totalWithTax: { meta: { dependencies: ['currencyCode'] }, cell: OrderMoneyCell },
      }}
      defaultVisibility={{ id: false, updatedAt: false, currencyCode: false }}
    />
  ),
}
