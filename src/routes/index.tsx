import { createFileRoute } from '@tanstack/react-router'
import { collectionsQueryOptions, highlightsQueryOptions } from '@/features/catalogue/queries'
import { HomePage } from '@/features/home/HomePage'
import { activeLocale, loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { catalogueMessages } from '@/features/catalogue/messages'
import { homeMessages } from '@/features/home/messages'
import { useLocale } from '@/features/locale/useLocale'
import { PageQuery, ensurePageData, prefetchPageData } from '@/lib/pageQuery'

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(homeMessages, catalogueMessages)
    prefetchPageData(context.queries)
  },
  loader: async ({ context }) => {
    await Promise.all([
      loadCatalogs(homeMessages, catalogueMessages),
      ensurePageData(context.queries, collectionsQueryOptions(activeLocale())),
      ensurePageData(context.queries, highlightsQueryOptions(activeLocale())),
    ])
  },
  component: HomeRoute,
})

function HomeRoute() {
  const locale = useLocale()
  return (
    <PageQuery query={collectionsQueryOptions(locale)}>
      {(collections) => (
        <PageQuery query={highlightsQueryOptions(locale)}>
          {(highlights) => <HomePage collections={collections} highlights={highlights} />}
        </PageQuery>
      )}
    </PageQuery>
  )
}
