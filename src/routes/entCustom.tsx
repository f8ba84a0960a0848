import { createFileRoute } from '@tanstack/react-router'
import { BusinessPage } from '@/features/business/BusinessPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { businessMessages } from '@/features/business/messages'

export const Route = createFileRoute('/entCustom')({
  beforeLoad: () => prefetchCatalogs(businessMessages),
  loader: () => loadCatalogs(businessMessages),
  component: BusinessPage,
})
