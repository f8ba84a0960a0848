import { createFileRoute } from '@tanstack/react-router'
import { BusinessPage } from '@/features/business/BusinessPage'

export const Route = createFileRoute('/entCustom')({
  component: BusinessPage,
})
