import { createFileRoute } from '@tanstack/react-router'
import { collectionQueryOptions } from '@/features/catalogue/queries'
import { CollectionPage } from '@/features/catalogue/CollectionPage'
import { CollectionSkeleton } from '@/features/catalogue/Skeletons'
import { listProducts, listingSearchSchema } from '@/features/catalogue/listing'
import { activeLocale, loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { catalogueMessages } from '@/features/catalogue/messages'
import { useLocale } from '@/features/locale/useLocale'
import { PageQuery, ensurePageData, prefetchPageData } from '@/lib/pageQuery'
import { invalidRouteData, invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const Route = createFileRoute('/collections/$collection/')({
  validateSearch: listingSearchSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => {
    prefetchCatalogs(catalogueMessages)
    prefetchPageData(context.queries)
  },
  loader: async ({ params, deps, context }) => {
    const locale = activeLocale()
    const [resource] = await Promise.all([
      ensurePageData(context.queries, collectionQueryOptions(locale, params.collection)),
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
  return (
    <PageQuery query={collectionQueryOptions(useLocale(), collection)}>
      {(data) =>
        // The loader has answered 404 already.
        data ? <CollectionPage resource={data} search={search} /> : <NotFoundPage data={invalidRouteData} />
      }
    </PageQuery>
  )
}
