import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { useLoadedQueryClient } from '@/lib/queryClientSource'
import { ApiReferenceError, ApiReferenceSkeleton } from './ApiReferenceStates'
import { ApiReferenceView } from './ApiReferenceView'
import { apiDocsKeys, fetchApiReference } from './queries'
import type { ApiReference } from './reference'

/** The reference read through Query: a page reached from another, or a retry. Loaded on demand. */
export const apiReferenceQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.reference(),
    queryFn: ({ signal }) => fetchApiReference(signal),
    // A failure is the page's to show (with Try again); the loader has already asked once.
    retryOnMount: false,
  })

/** Starts fetching the document, unless the page the browser opened on (`first`) already has it. */
export function prefetchApiReference(client: QueryClient, first: ApiReference | undefined): Promise<void> {
  const { queryKey } = apiReferenceQueryOptions()
  if (first && client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, first)
  return client.prefetchQuery(apiReferenceQueryOptions())
}

export default function LiveReference({ documentUrl }: { documentUrl: string }) {
  // After a failure on the first page, the client may not be here yet: suspend (a skeleton) for it.
  const client = useLoadedQueryClient()
  const { data, isPending, isError, isFetching, refetch } = useQuery(apiReferenceQueryOptions(), client)
  if (data) return <ApiReferenceView reference={data} />
  if (isPending || isFetching) return <ApiReferenceSkeleton />
  if (isError) return <ApiReferenceError onRetry={() => void refetch()} retrying={isFetching} documentUrl={documentUrl} />
  return null
}
