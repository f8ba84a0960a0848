import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/account/pages/RegisterPage'

export const Route = createFileRoute('/account/register')({
  staticData: { indexable: false },
  component: RegisterPage,
})
