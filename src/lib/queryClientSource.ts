import { createContext, use } from 'react'
import type { QueryClient } from '@tanstack/react-query'

/**
 * The shop's query client, which may arrive after the app has started. TanStack Query (about
 * 11 KB gzip) serves the catalogue pages, the cart, the API reference and the hourly build
 * check (due an hour after start), so the other pages start without it. The routes that need
 * it await `load()` in their loaders, so their pages render with it already there.
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
  subscribe: (listener: () => void) => () => void
}

/** A client made on first demand by `create` (which loads the library); after a failure, the next `load()` tries again. */
export function lazyQueryClient(create: () => Promise<QueryClient>): QueryClientSource {
  let client: QueryClient | undefined
  let loading: Promise<QueryClient> | undefined
  let failed = false
  const listeners = new Set<() => void>()
  const start = () => {
    failed = false
    const attempt: Promise<QueryClient> = create().then(
      (created) => {
        client = created
        markFulfilled(attempt, created)
        listeners.forEach((listener) => listener())
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
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/**
 * Marks a settled promise the way React's `use` does once it has seen it settle, so `use` reads
 * the value at once instead of suspending first: a page prerendered with the client (which
 * cannot suspend there) or hydrated after its loader awaited it renders in one pass.
 */
function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value })
}

/** A client made up front (prerendering, tests), handed out on `load()`; `used()` says whether anything asked for it. */
export function readyQueryClient(client: QueryClient): QueryClientSource & { used: () => boolean } {
  let used = false
  const loaded = markFulfilled(Promise.resolve(client), client)
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
    subscribe: () => () => {},
    used: () => used,
  }
}

/** Starts loading the client alongside a route's code (`beforeLoad`); the loader's own `load()` reports a failure. */
export function prefetchQueryClient(queries: QueryClientSource): void {
  queries.load().catch(() => {})
}

/**
 * The query client for a part of the page that appears later (the cart drawer, the build
 * check): suspends while it loads, the first time.
 */
export function useLoadedQueryClient(): QueryClient {
  const queries = use(QueryClientSourceContext)
  if (!queries) throw new Error('useLoadedQueryClient needs a QueryClientSourceContext (ShopApp provides it)')
  // Always through `use` (never `current()` first): React wants the same calls after a suspension.
  return use(queries.attempt())
}

/** The app's `QueryClientSource`, for the parts that mount late (ShopApp provides it). */
export const QueryClientSourceContext = createContext<QueryClientSource | undefined>(undefined)
