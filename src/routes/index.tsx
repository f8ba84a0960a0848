import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionsQueryOptions, highlightsQueryOptions } from '@/features/catalogue/queries'
import { HomePage } from '@/features/home/HomePage'
import { activeLocale, loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { catalogueMessages } from '@/features/catalogue/messages'
import { homeMessages } from '@/features/home/messages'
import { useLocale } from '@/features/locale/useLocale'
import { prefetchQueryClient } from '@/lib/queryClientSource'

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(homeMessages, catalogueMessages)
    prefetchQueryClient(context.queries)
  },
  loader: async ({ context }) => {
    const queryClient = await context.queries.load()
    await Promise.all([
      loadCatalogs(homeMessages, catalogueMessages),
      queryClient.ensureQueryData(collectionsQueryOptions(activeLocale())),
      queryClient.ensureQueryData(highlightsQueryOptions(activeLocale())),
    ])
  },
  component: HomeRoute,
})

function HomeRoute() {
  const locale = useLocale()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(locale))
  const { data: highlights } = useSuspenseQuery(highlightsQueryOptions(locale))
  return <HomePage collections={collections} highlights={highlights} />
}
