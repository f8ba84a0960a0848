import { fulfilledPromise } from '@/lib/fulfilledPromise'
import type { QueryClientSource } from '@/lib/queryClientSource'
import type { ApiReference } from './reference'

/**
 * The reference of the page the browser opens on, fetched without TanStack Query: the page is
 * prerendered with it and hydrates once it is here, and the library (~11 KB gzip) loads only if
 * the shopper needs more (a retry, the page reached again). `LiveReference` reads Query.
 */
export type FirstReferenceStatus = 'none' | 'pending' | 'success' | 'error'

export type FirstReference = {
  /** Fetches the document once; resolves when it is here or has failed. */
  start: (fetchReference: () => Promise<ApiReference>) => Promise<void>
  /** The prerender's copy, already here. */
  set: (reference: ApiReference) => void
  status: () => FirstReferenceStatus
  /** The reference once here (for `use`: the same promise until it settles); never if it cannot come. */
  arrived: () => Promise<ApiReference>
  /** The data, once here (to seed Query's cache). */
  data: () => ApiReference | undefined
  subscribe: (listener: () => void) => () => void
}

function createFirstReference(): FirstReference {
  let status: FirstReferenceStatus = 'none'
  let data: ApiReference | undefined
  let arrived: Promise<ApiReference> | undefined
  const listeners = new Set<() => void>()
  const settle = (next: FirstReferenceStatus) => {
    status = next
    listeners.forEach((listener) => listener())
  }
  return {
    start(fetchReference) {
      if (status !== 'none') return Promise.resolve()
      status = 'pending'
      const fetched = fetchReference()
      // Never resolves on a failure: the page then puts the error in the reference's place.
      arrived = fetched.catch(() => new Promise<ApiReference>(() => {}))
      return fetched.then(
        (reference) => {
          data = reference
          arrived = fulfilledPromise(reference)
          settle('success')
        },
        () => settle('error'),
      )
    },
    set(reference) {
      data = reference
      arrived = fulfilledPromise(reference)
      status = 'success'
    },
    status: () => status,
    arrived: () => (arrived ??= new Promise(() => {})),
    data: () => data,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

const byApp = new WeakMap<QueryClientSource, FirstReference>()

/** The first reference of one app (the browser's, or one prerendered page's): its query client source names it. */
export function firstReferenceOf(queries: QueryClientSource): FirstReference {
  let first = byApp.get(queries)
  if (!first) byApp.set(queries, (first = createFirstReference()))
  return first
}
