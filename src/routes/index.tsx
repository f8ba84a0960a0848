import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionsQueryOptions, highlightsQueryOptions, shopTermsQueryOptions } from '@/lib/storefront/queries'
import { HomePage } from '@/features/home/HomePage'
import { RecentlyViewed } from '@/features/catalogue/RecentlyViewed'
import { useShopfront } from '@/lib/market/useMarket'

export const Route = createFileRoute('/')({
  staticData: {
    nav: { order: 1, label: msg({ id: 'nav.shop', message: 'Shop', comment: 'Link to the home page: the store (a noun), not the verb' }) },
  },
  loader: ({ context: { queryClient, shopfront } }) =>
    Promise.all([
      queryClient.ensureQueryData(collectionsQueryOptions(shopfront)),
      queryClient.ensureQueryData(highlightsQueryOptions(shopfront)),
      queryClient.ensureQueryData(shopTermsQueryOptions(shopfront)),
    ]),
  component: HomeRoute,
})

function HomeRoute() {
  const shopfront = useShopfront()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(shopfront))
  const { data: highlights } = useSuspenseQuery(highlightsQueryOptions(shopfront))
  return <HomePage collections={collections} highlights={highlights} recentlyViewed={<RecentlyViewed />} />
}
