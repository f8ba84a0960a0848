import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '@/features/catalogue/CollectionPage'
import { collectionSearchSchema } from '@/features/catalogue/sorting'
import { invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/collections/$collection/')({
  validateSearch: collectionSearchSchema,
  onError: notFoundOnInvalidSearch,
  loader: async ({ params }) => {
    // Imported here, not at the top, so the catalogue stays out of every other page's first load.
    const { findCollection } = await import('@/features/catalogue/seedCatalogue')
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
