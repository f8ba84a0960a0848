import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { apiDocsMessages } from '@/features/api-docs/messages'

export const Route = createFileRoute('/openapi')({
  beforeLoad: () => prefetchCatalogs(apiDocsMessages),
  loader: () => loadCatalogs(apiDocsMessages),
  component: ApiDocsPage,
})
