import { createFileRoute } from '@tanstack/react-router'
import { TokenSearchSchema } from '#domain/forms/account'
import { ConfirmEmailPage } from '@/features/account/pages/ConfirmEmailPage'
import { notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/account/confirm-email')({
  staticData: { indexable: false },
  validateSearch: TokenSearchSchema,
  onError: notFoundOnInvalidSearch,
  component: ConfirmEmailRoute,
})

function ConfirmEmailRoute() {
  return <ConfirmEmailPage token={Route.useSearch().token} />
}
