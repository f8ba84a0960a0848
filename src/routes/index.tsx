import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionsQueryOptions, highlightsQueryOptions, shopTermsQueryOptions } from '@/lib/storefront/queries'
import { HomePage } from '@/features/home/HomePage'
import { RecentlyViewed } from '@/features/catalogue/RecentlyViewed'
import { useLocale } from '@/lib/locale/useLocale'

export const Route = createFileRoute('/')({
  staticData: {
    nav: { order: 1, label: msg({ id: 'nav.shop', message: 'Shop', comment: 'Link to the home page: the store (a noun), not the verb' }) },
  },
  loader: ({ context: { queryClient, locale } }) =>
    Promise.all([
      queryClient.ensureQueryData(collectionsQueryOptions(locale)),
      queryClient.ensureQueryData(highlightsQueryOptions(locale)),
      queryClient.ensureQueryData(shopTermsQueryOptions(locale)),
    ]),
  component: HomeRoute,
})

function HomeRoute() {
  const locale = useLocale()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(locale))
  const { data: highlights } = useSuspenseQuery(highlightsQueryOptions(locale))
  return <HomePage collections={collections} highlights={highlights} recentlyViewed={<RecentlyViewed />} />
}
