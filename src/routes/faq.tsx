import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/faq/FaqPage'
import { shopTermsQueryOptions } from '@/lib/storefront/queries'

export const Route = createFileRoute('/faq')({
  loader: ({ context: { queryClient, shopfront } }) => queryClient.ensureQueryData(shopTermsQueryOptions(shopfront)),
  component: FaqPage,
})
