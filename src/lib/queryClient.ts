import { QueryClient } from '@tanstack/react-query'
import { retryPassingFailure } from '#domain/http'

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
      // Offline, a write fails at once with its message rather than waiting, paused.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
