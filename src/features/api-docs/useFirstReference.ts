import { use } from 'react'
import { QueryClientSourceContext } from '@/lib/queryClientSource'
import { firstReferenceOf, type FirstReference } from './firstReference'

/** This app's `FirstReference` (ShopApp provides the source that names it). */
export function useFirstReference(): FirstReference {
  const queries = use(QueryClientSourceContext)
  if (!queries) throw new Error('useFirstReference needs a QueryClientSourceContext (ShopApp provides it)')
  return firstReferenceOf(queries)
}
