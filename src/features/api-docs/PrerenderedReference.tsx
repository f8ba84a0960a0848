import { use } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ApiReferenceView } from './ApiReferenceView'
import { apiReferenceQueryOptions } from './queries'

/**
 * The reference of a page the browser opened prerendered. While the document is on its way, this
 * suspends, and React keeps the server's markup as it is (readable, and a fold a reader opens
 * stays open); when the document arrives, React hydrates that markup. It must not be handed new
 * props meanwhile: a boundary updated before it hydrates is rendered afresh instead.
 */
export function PrerenderedReference() {
  const { data } = useQuery(apiReferenceQueryOptions())
  if (!data) use(referenceArrived(useQueryClient()))
  return data ? <ApiReferenceView reference={data} /> : null
}

const arrivals = new WeakMap<QueryClient, Promise<void>>()

/**
 * Resolves once the document is in the cache; never if it cannot come (the page then puts the
 * error in this boundary's place). One promise per client, as `use` needs across retries.
 */
function referenceArrived(queryClient: QueryClient): Promise<void> {
  let arrived = arrivals.get(queryClient)
  if (!arrived) {
    const { queryKey } = apiReferenceQueryOptions()
    arrived = new Promise((resolve) => {
      if (queryClient.getQueryData(queryKey)) return resolve()
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (!queryClient.getQueryData(queryKey)) return
        unsubscribe()
        resolve()
      })
    })
    arrivals.set(queryClient, arrived)
  }
  return arrived
}
