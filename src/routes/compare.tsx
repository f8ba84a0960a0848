import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '@/features/compare/ComparePage'
import { compareSearchSchema } from '@/features/compare/compareSearch'
import { notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/compare')({
  staticData: { indexable: false },
  validateSearch: compareSearchSchema,
  onError: notFoundOnInvalidSearch,
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage items={Route.useSearch().items?.split(',')} />
}
