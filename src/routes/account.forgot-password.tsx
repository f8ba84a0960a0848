import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/account/pages/ForgotPasswordPage'

export const Route = createFileRoute('/account/forgot-password')({
  staticData: { indexable: false },
  component: ForgotPasswordPage,
})
