import { QueryClient } from '@tanstack/react-query'
import { retryPassingFailure } from './http'

/** A read that failed for a passing reason is tried once more at once; writes never; nothing refetches on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryPassingFailure,
        retryDelay: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 5 * 60_000,
      },
      // Offline, a write fails at once with its message rather than waiting, paused, to send later.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
