import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionQueryOptions } from '@/features/catalogue/queries'
import { CollectionPage } from '@/features/catalogue/CollectionPage'
import { CollectionSkeleton } from '@/features/catalogue/Skeletons'
import { listProducts, listingSearchSchema } from '@/features/catalogue/listing'
import { activeLocale, loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { catalogueMessages } from '@/features/catalogue/messages'
import { useLocale } from '@/features/locale/useLocale'
import { prefetchQueryClient } from '@/lib/queryClientSource'
import { invalidRouteData, invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const Route = createFileRoute('/collections/$collection/')({
  validateSearch: listingSearchSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => {
    prefetchCatalogs(catalogueMessages)
    prefetchQueryClient(context.queries)
  },
  loader: async ({ params, deps, context }) => {
    const locale = activeLocale()
    const queryClient = await context.queries.load()
    const [resource] = await Promise.all([
      queryClient.ensureQueryData(collectionQueryOptions(locale, params.collection)),
      loadCatalogs(catalogueMessages),
    ])
    if (!resource) throw invalidRouteNotFound()
    // A page past the last one is not a page of the shop.
    if ((deps.page ?? 1) > listProducts(resource.products, deps, locale).pageCount) throw invalidRouteNotFound()
  },
  pendingComponent: CollectionSkeleton,
  component: CollectionRoute,
})

function CollectionRoute() {
  const { collection } = Route.useParams()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(collectionQueryOptions(useLocale(), collection))
  if (!data) return <NotFoundPage data={invalidRouteData} /> // the loader has answered 404 already
  return <CollectionPage resource={data} search={search} />
}
