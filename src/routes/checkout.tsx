import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/cart/CheckoutPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { cartMessages } from '@/features/cart/messages'

export const Route = createFileRoute('/checkout')({
  beforeLoad: () => prefetchCatalogs(cartMessages),
  loader: () => loadCatalogs(cartMessages),
  component: CheckoutPage,
})
