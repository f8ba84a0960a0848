import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '@/features/account/pages/SignInPage'

export const Route = createFileRoute('/account/sign-in')({
  staticData: { indexable: false },
  component: SignInPage,
})
