import { QueryClient } from '@tanstack/react-query'

/**
 * Query defaults that agree with the HTTP client: it already retries a failed read once,
 * so Query does not retry again (its default is three times), and nothing refetches on focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  })
}
