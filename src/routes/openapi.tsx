import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { prefetchQueryClient } from '@/lib/queryClientSource'
import { apiDocsMessages } from '@/features/api-docs/messages'

export const Route = createFileRoute('/openapi')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(apiDocsMessages)
    prefetchQueryClient(context.queries)
  },
  loader: ({ context }) => Promise.all([loadCatalogs(apiDocsMessages), context.queries.load()]),
  component: ApiDocsPage,
})
