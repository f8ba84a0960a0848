import { hydrate, type QueryClient } from '@tanstack/react-query'
import { createQueryClient } from './queryClient'

/**
 * The browser's query client, loaded on first demand (see `queryClientSource.ts`) and seeded
 * with the data a prerendered page was rendered with (`#shop-query-state`, or null).
 */
export function createBrowserQueryClient(prerenderedState: HTMLElement | null): QueryClient {
  const client = createQueryClient()
  // What `QueryClientProvider` would do on mount: listen for focus and network changes.
  client.mount()
  restoreQueryState(client, prerenderedState)
  return client
}

/**
 * Seeds the query cache with the data the page was rendered with. It is as fresh as the page:
 * both come from the same build, so it counts as fetched now and is not fetched again.
 */
export function restoreQueryState(queryClient: QueryClient, element: HTMLElement | null): void {
  if (!element?.textContent) return
  try {
    const state = JSON.parse(element.textContent) as Parameters<typeof hydrate>[1]
    const now = Date.now()
    for (const query of state.queries ?? []) query.state.dataUpdatedAt = now
    hydrate(queryClient, state)
  } catch (error) {
    console.warn('Prerendered data ignored:', error)
  }
}
