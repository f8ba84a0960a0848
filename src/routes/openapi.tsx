import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { apiDocsMessages } from '@/features/api-docs/messages'
import { loadApiReference } from '@/features/api-docs/queries'
import { prefetchPageData } from '@/lib/pageQuery'

export const Route = createFileRoute('/openapi')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(apiDocsMessages)
    prefetchPageData(context.queries)
  },
  loader: ({ context }) => Promise.all([loadCatalogs(apiDocsMessages), loadApiReference(context.queries)]),
  component: ApiDocsPage,
})
