import type { ReactNode } from 'react'
import { useSuspenseQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { PageQueryOptions } from './pageQuery'

/** `PageQuery` reading Query: loaded with the library, in its chunk (vite.config.ts). */
export function SuspenseQuery<TData, TKey extends QueryKey>({
  query,
  client,
  children,
}: {
  query: PageQueryOptions<TData, TKey>
  client: QueryClient
  children: (data: TData) => ReactNode
}) {
  return children(useSuspenseQuery(query, client).data)
}
