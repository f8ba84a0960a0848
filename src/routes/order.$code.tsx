import { createFileRoute } from '@tanstack/react-router'
import { OrderConfirmationPage } from '@/features/orders/OrderConfirmationPage'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { invalidRouteNotFound } from '@/lib/routing'
import { ORDER_CODE } from '#domain/storefront/paths'

export const Route = createFileRoute('/order/$code')({
  staticData: { indexable: false },
  beforeLoad: ({ params }) => {
    if (!ORDER_CODE.test(params.code)) throw invalidRouteNotFound()
  },
  component: OrderRoute,
})

function OrderRoute() {
  return <OrderConfirmationPage code={Route.useParams().code} notFound={<NotFoundPage />} />
}
