import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionQueryOptions } from '@/lib/storefront/queries'
import { CollectionPage } from '@/features/catalogue/CollectionPage'
import { CollectionSkeleton } from '@/features/catalogue/Skeletons'
import { listProducts, listingSearchSchema } from '@/lib/storefront/listing'
import { useShopfront } from '@/lib/market/useMarket'
import { invalidRouteData, invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

export const Route = createFileRoute('/collections/$collection/')({
  validateSearch: listingSearchSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, context: { queryClient, shopfront } }) => {
    const resource = await queryClient.ensureQueryData(collectionQueryOptions(shopfront, params.collection))
    if (!resource) throw invalidRouteNotFound()
    // A page past the last one is not a page of the shop.
    if ((deps.page ?? 1) > listProducts(resource.products, deps, resource.currency).pageCount) throw invalidRouteNotFound()
  },
  pendingComponent: CollectionSkeleton,
  component: CollectionRoute,
})

function CollectionRoute() {
  const { collection } = Route.useParams()
  const search = Route.useSearch()
  const { data } = useSuspenseQuery(collectionQueryOptions(useShopfront(), collection))
  // The loader has answered 404 already.
  return data ? <CollectionPage resource={data} search={search} /> : <NotFoundPage data={invalidRouteData} />
}
