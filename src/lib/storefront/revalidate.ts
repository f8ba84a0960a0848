import type { QueryClient } from '@tanstack/react-query'

/** The first part of every catalogue query's key. */
export const CATALOGUE_KEY = ['catalogue'] as const

/**
 * Fetches again, in the background, the catalogue the page on screen shows: a prerendered page
 * carries the catalogue as it was built, and the owner may have changed a price, a name or the
 * stock since. The page first shows (and hydrates) what it carried, then what Vendure holds now.
 */
export function revalidateCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY })
}
