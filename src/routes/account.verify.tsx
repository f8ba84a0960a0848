import { createFileRoute } from '@tanstack/react-router'
import { TokenSearchSchema } from '#domain/forms/account'
import { VerifyPage } from '@/features/account/pages/VerifyPage'
import { notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/account/verify')({
  staticData: { indexable: false },
  validateSearch: TokenSearchSchema,
  onError: notFoundOnInvalidSearch,
  component: VerifyPageRoute,
})

function VerifyPageRoute() {
  return <VerifyPage token={Route.useSearch().token} />
}
