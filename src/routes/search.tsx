import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { searchQueryOptions } from '@/features/search/queries'
import { collectionsQueryOptions } from '@/lib/storefront/queries'
import { searchPageSchema, searchResults, type SearchPageSearch } from '@/features/search/results'
import { SearchPage, SearchSkeleton } from '@/features/search/SearchPage'
import { useShopfront } from '@/lib/market/useMarket'
import { invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/search')({
  staticData: { indexable: false },
  validateSearch: searchPageSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { queryClient, shopfront } }) => {
    // Without a query the page suggests searches: no index to fetch, and no page past the first.
    if (!deps.q) {
      if ((deps.page ?? 1) > 1) throw invalidRouteNotFound()
      if (!deps.collection) return
      const { collections } = await queryClient.ensureQueryData(collectionsQueryOptions(shopfront))
      if (!collections.some((collection) => collection.handle === deps.collection)) throw invalidRouteNotFound()
      return
    }
    const engine = await queryClient.ensureQueryData(searchQueryOptions(shopfront))
    if (!searchResults(engine, deps)) throw invalidRouteNotFound()
  },
  pendingComponent: SearchSkeleton,
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  return search.q ? <SearchResultsRoute search={search} /> : <SearchPage search={search} />
}

function SearchResultsRoute({ search }: { search: SearchPageSearch }) {
  const { data: engine } = useSuspenseQuery(searchQueryOptions(useShopfront()))
  return <SearchPage search={search} engine={engine} />
}
