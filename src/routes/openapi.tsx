import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { prefetchQueryClient } from '@/lib/queryClientSource'
import { apiDocsMessages } from '@/features/api-docs/messages'
import { loadApiReference } from '@/features/api-docs/queries'

export const Route = createFileRoute('/openapi')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(apiDocsMessages)
    prefetchQueryClient(context.queries)
  },
  loader: async ({ context }) => {
    const queryClient = await context.queries.load()
    await Promise.all([loadCatalogs(apiDocsMessages), loadApiReference(queryClient)])
  },
  component: ApiDocsPage,
})
