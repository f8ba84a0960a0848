import { createFileRoute } from '@tanstack/react-router'
import { findCollection } from '@/features/catalogue/seedCatalogue'
import { CollectionPage } from '@/features/catalogue/CollectionPage'
import { collectionSearchSchema } from '@/features/catalogue/sorting'
import { invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/collections/$collection/')({
  validateSearch: collectionSearchSchema,
  onError: notFoundOnInvalidSearch,
  loader: ({ params }) => {
    const collection = findCollection(params.collection)
    if (!collection) throw invalidRouteNotFound()
    return { collection }
  },
  component: CollectionRoute,
})

function CollectionRoute() {
  const { collection } = Route.useLoaderData()
  const { sort = 'featured' } = Route.useSearch()
  return <CollectionPage collection={collection} sort={sort} />
}
