import type { ReactNode } from 'react'
import { useSuspenseQuery, type QueryKey } from '@tanstack/react-query'
import type { PageQueryOptions } from './pageQuery'

/** `PageQuery` reading Query: loaded with the library, in its chunk (vite.config.ts). */
export function SuspenseQuery<TData, TKey extends QueryKey>({ query, children }: { query: PageQueryOptions<TData, TKey>; children: (data: TData) => ReactNode }) {
  return children(useSuspenseQuery(query).data)
}
