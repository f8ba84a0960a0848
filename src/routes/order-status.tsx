import { createFileRoute } from '@tanstack/react-router'
import { OrderStatusPage } from '@/features/orders/OrderStatusPage'

export const Route = createFileRoute('/order-status')({
  staticData: { indexable: false },
  component: OrderStatusPage,
})
