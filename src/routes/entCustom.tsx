import { createFileRoute } from '@tanstack/react-router'
import { BusinessPage } from '@/features/business/BusinessPage'
import { loadCatalogs } from '@/features/locale/i18n'
import { businessMessages } from '@/features/business/messages'

export const Route = createFileRoute('/entCustom')({
  loader: () => loadCatalogs(businessMessages),
  component: BusinessPage,
})
