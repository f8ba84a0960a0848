import { useQueryClientSource } from '@/lib/queryClientSource'
import { firstReferenceOf, type FirstReference } from './firstReference'

/** This app's `FirstReference` (ShopApp provides the source that names it). */
export function useFirstReference(): FirstReference {
  return firstReferenceOf(useQueryClientSource())
}
