import type { QueryClient } from '@tanstack/react-query'

export const CATALOGUE_KEY = ['catalogue'] as const

/** A prerendered page carries the catalogue as built; the owner may have changed prices or stock since. */
export function revalidateCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY })
}
