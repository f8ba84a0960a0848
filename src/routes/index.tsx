import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionsQueryOptions, highlightsQueryOptions } from '@/features/catalogue/queries'
import { HomePage } from '@/features/home/HomePage'
import { activeLocale } from '@/features/locale/i18n'
import { useLocale } from '@/features/locale/useLocale'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(collectionsQueryOptions(activeLocale())),
      context.queryClient.ensureQueryData(highlightsQueryOptions(activeLocale())),
    ]),
  component: HomeRoute,
})

function HomeRoute() {
  const locale = useLocale()
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(locale))
  const { data: highlights } = useSuspenseQuery(highlightsQueryOptions(locale))
  return <HomePage collections={collections} highlights={highlights} />
}
