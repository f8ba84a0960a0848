import { createFileRoute } from '@tanstack/react-router'
import { SavedPage } from '@/features/saved/SavedPage'
import { savedSearchSchema } from '@/features/saved/savedSearch'
import { useAddAllToCart } from '@/lib/cart/useAddAllToCart'
import { notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/saved')({
  staticData: { indexable: false },
  validateSearch: savedSearchSchema,
  onError: notFoundOnInvalidSearch,
  component: SavedRoute,
})

function SavedRoute() {
  const { items } = Route.useSearch()
  return <SavedPage shared={items?.split(',')} addToCart={useAddAllToCart()} />
}
