import { use, useState, type ReactNode } from 'react'
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import { firstPageHydrated } from './pageHydration'
import { queryHashOf, useQueryClientSource, type QueryClientSource } from './queryClientSource'

/**
 * A page's data, read through TanStack Query, except on the page the browser opens on: that one
 * was prerendered with its data in it (`#shop-query-state`), so it hydrates from there and the
 * library (~11 KB gzip) loads only when something needs it (a link the shopper points at, the
 * cart, the hourly build check). Route files use `ensurePageData` in loaders and `PageQuery`
 * in components, and import nothing from Query itself, which would load it with the route.
 */

/** A query of a page's data: its key and the function that fetches it. */
export type PageQueryOptions<TData, TKey extends QueryKey = QueryKey> = { queryKey: TKey; queryFn: QueryFunction<TData, TKey> }

/** Query's `queryOptions` (the same object, typed), without importing Query. */
export const pageQueryOptions = <TData, TKey extends QueryKey>(options: PageQueryOptions<TData, TKey>) => options

type SuspenseQueryModule = typeof import('./suspenseQuery')
type QueryParts = { client: QueryClient; SuspenseQuery: SuspenseQueryModule['SuspenseQuery'] }

let suspenseQuery: SuspenseQueryModule | undefined
let loadingSuspenseQuery: Promise<SuspenseQueryModule> | undefined

/** The Query side of `PageQuery`, in Query's own chunk; a failed load is tried again next time. */
function loadSuspenseQuery(): Promise<SuspenseQueryModule> {
  loadingSuspenseQuery ??= import('./suspenseQuery').then(
    (module) => (suspenseQuery = module),
    (error: unknown) => {
      loadingSuspenseQuery = undefined
      throw error
    },
  )
  return loadingSuspenseQuery
}

const loadingParts = new WeakMap<QueryClientSource, Promise<QueryParts>>()

/**
 * The client and `SuspenseQuery`, for `use` while rendering: one promise per source until it
 * fails (a language switch with unprefixed URLs renders the new key with no loader before it).
 */
function queryParts(queries: QueryClientSource): Promise<QueryParts> {
  let parts = loadingParts.get(queries)
  if (!parts) {
    parts = Promise.all([queries.attempt(), loadSuspenseQuery()]).then(([client, module]) => ({ client, SuspenseQuery: module.SuspenseQuery }))
    parts.catch(() => loadingParts.delete(queries))
    loadingParts.set(queries, parts)
  }
  return parts
}

/**
 * Starts loading Query with a route's code (`beforeLoad`), for a page reached from another. The
 * page the browser opens on leaves it to its loader, which needs none if the data is prerendered.
 * (No query keys here: they would bring the catalogue's fetchers into every page's first load.)
 */
export function prefetchPageData(queries: QueryClientSource): void {
  if (firstPageHydrated()) Promise.all([queries.load(), loadSuspenseQuery()]).catch(() => {})
}

/** A loader's share: the data from the prerendered page while Query has not loaded, else from Query's cache or the network. */
export async function ensurePageData<TData, TKey extends QueryKey>(queries: QueryClientSource, options: PageQueryOptions<TData, TKey>): Promise<TData> {
  const prerendered = queries.prerendered(options.queryKey)
  if (prerendered) return prerendered.data as TData
  const [client] = await Promise.all([queries.load(), loadSuspenseQuery()])
  return client.ensureQueryData(options)
}

/**
 * Renders `children` with a query's data. Where the page mounted on prerendered data, it keeps
 * it (the same build's, as the client would be seeded with); for any other key it reads Query,
 * which the loader has usually loaded already (`ensurePageData`), else it suspends for it.
 * Switching source remounts `children`.
 */
export function PageQuery<TData, TKey extends QueryKey>({ query, children }: { query: PageQueryOptions<TData, TKey>; children: (data: TData) => ReactNode }) {
  const queries = useQueryClientSource()
  const [mounted] = useState(() => ({ queryKey: query.queryKey, prerendered: queries.prerendered(query.queryKey) }))
  if (mounted.prerendered && queryHashOf(mounted.queryKey) === queryHashOf(query.queryKey)) return children(mounted.prerendered.data as TData)
  const client = queries.current()
  const parts = client && suspenseQuery ? { client, SuspenseQuery: suspenseQuery.SuspenseQuery } : use(queryParts(queries))
  return (
    <parts.SuspenseQuery query={query} client={parts.client}>
      {children}
    </parts.SuspenseQuery>
  )
}
