import { createContext, use } from 'react'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { fulfilledPromise, markFulfilled } from './fulfilledPromise'

/**
 * The shop's query client, which may arrive after the app has started. TanStack Query (about
 * 11 KB gzip) serves the catalogue pages, the cart, the API reference and the hourly build
 * check (due an hour after start). Only the checkout starts with it: the other pages the browser
 * opens on hydrate from the data they were prerendered with (`prerendered`, `pageQuery.tsx`) or,
 * for the API reference, from a document fetched without it. Pages reached later await `load()`
 * in their loaders, so they render with it already there.
 */
export type QueryClientSource = {
  /** Loads the client, or tries again if the last attempt failed (loaders, prefetches, clicks). */
  load: () => Promise<QueryClient>
  /**
   * The current attempt, whatever its state (a new one only if there is none), for `use` while
   * rendering: a failed attempt must reach the error boundary, not start another on every retry.
   */
  attempt: () => Promise<QueryClient>
  /** The client once loaded, undefined before. */
  current: () => QueryClient | undefined
  /**
   * What the page was prerendered with for `queryKey`, while the client has not loaded (see
   * `pageQuery.tsx`): the page the browser opens on hydrates from it without loading Query.
   */
  prerendered: (queryKey: QueryKey) => { data: unknown } | undefined
}

/** The query data of a prerendered page (`#shop-query-state`), read without TanStack Query. */
export type PrerenderedQueries = { find: (queryKey: QueryKey) => { data: unknown } | undefined }

const NO_PRERENDERED_QUERIES: PrerenderedQueries = { find: () => undefined }

/** Query's own `hashKey`: JSON, with the keys of plain objects sorted (tested against it). */
export function queryHashOf(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )
}

/**
 * Reads the dehydrated cache the prerender wrote into the page (`{ queries: [{ queryHash, state }] }`),
 * on first use. Only successful queries count; anything malformed counts as nothing, and the
 * client, once loaded, says so (`restoreQueryState`).
 */
export function prerenderedQueries(element: HTMLElement | null): PrerenderedQueries {
  if (!element?.textContent) return NO_PRERENDERED_QUERIES
  let byHash: Map<string, { data: unknown }> | undefined
  const read = () => {
    byHash = new Map()
    try {
      const state = JSON.parse(element.textContent ?? '') as { queries?: Array<{ queryHash?: unknown; state?: { status?: unknown; data?: unknown } }> }
      for (const query of Array.isArray(state?.queries) ? state.queries : []) {
        if (typeof query?.queryHash === 'string' && query.state?.status === 'success') byHash.set(query.queryHash, { data: query.state.data })
      }
    } catch {
      // Malformed: the page starts as if nothing were prerendered.
    }
    return byHash
  }
  return { find: (queryKey) => (byHash ?? read()).get(queryHashOf(queryKey)) }
}

/** A client made on first demand by `create` (which loads the library); after a failure, the next `load()` tries again. */
export function lazyQueryClient(create: () => Promise<QueryClient>, prerendered: PrerenderedQueries = NO_PRERENDERED_QUERIES): QueryClientSource {
  let client: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  let failed = false
  const start = () => {
    failed = false
    const attempt: Promise<QueryClient> = create().then(
      (created) => {
        client = created
        markFulfilled(attempt, created)
        return created
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
    return (loading = attempt)
  }
  return {
    load: () => (loading && !failed ? loading : start()),
    attempt: () => loading ?? start(),
    current: () => client,
    // Once the client is here (seeded with the same data), it is the one source.
    prerendered: (queryKey) => (client ? undefined : prerendered.find(queryKey)),
  }
}

/** A client made up front (prerendering, tests), handed out on `load()`; `used()` says whether anything asked for it. */
export function readyQueryClient(client: QueryClient): QueryClientSource & { used: () => boolean } {
  let used = false
  const loaded = fulfilledPromise(client)
  const load = () => {
    used = true
    return loaded
  }
  return {
    load,
    attempt: load,
    // Like the browser's: none until asked for, so a page that uses Query without loading it
    // fails when prerendered, not only in the browser.
    current: () => (used ? client : undefined),
    // Prerendering renders from the client, which then writes the page's data into it.
    prerendered: () => undefined,
    used: () => used,
  }
}

/** Starts loading the client alongside a route's code (`beforeLoad`); the loader's own `load()` reports a failure. */
export function prefetchQueryClient(queries: QueryClientSource): void {
  queries.load().catch(() => {})
}

/** The app's `QueryClientSource` (ShopApp provides it). */
export function useQueryClientSource(): QueryClientSource {
  const queries = use(QueryClientSourceContext)
  if (!queries) throw new Error('This part of the shop needs a QueryClientSourceContext (ShopApp provides it)')
  return queries
}

/**
 * The query client for a part of the page that reads Query (the cart drawer, the build check,
 * the API reference reached again): suspends while it loads, the first time.
 */
export function useLoadedQueryClient(): QueryClient {
  // Always through `use` (never `current()` first): React wants the same calls after a suspension.
  return use(useQueryClientSource().attempt())
}

/** The app's `QueryClientSource`, for the parts that mount late (ShopApp provides it). */
export const QueryClientSourceContext = createContext<QueryClientSource | undefined>(undefined)
