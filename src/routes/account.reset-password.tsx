import { createFileRoute } from '@tanstack/react-router'
import { TokenSearchSchema } from '#domain/forms/account'
import { ResetPasswordPage } from '@/features/account/pages/ResetPasswordPage'
import { notFoundOnInvalidSearch } from '@/lib/routing'

export const Route = createFileRoute('/account/reset-password')({
  staticData: { indexable: false },
  validateSearch: TokenSearchSchema,
  onError: notFoundOnInvalidSearch,
  component: ResetPasswordPageRoute,
})

function ResetPasswordPageRoute() {
  return <ResetPasswordPage token={Route.useSearch().token} />
}
