import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/cart/CheckoutPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { prefetchQueryClient } from '@/lib/queryClientSource'
import { cartMessages } from '@/features/cart/messages'

export const Route = createFileRoute('/checkout')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(cartMessages)
    prefetchQueryClient(context.queries)
  },
  loader: ({ context }) => Promise.all([loadCatalogs(cartMessages), context.queries.load()]),
  component: CheckoutPage,
})
