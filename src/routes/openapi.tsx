import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { prefetchQueryClient } from '@/lib/queryClientSource'
import { firstPageHydrated } from '@/lib/pageHydration'
import { apiDocsMessages } from '@/features/api-docs/messages'
import { apiReferenceQueryOptions } from '@/features/api-docs/queries'

export const Route = createFileRoute('/openapi')({
  beforeLoad: ({ context }) => {
    prefetchCatalogs(apiDocsMessages)
    prefetchQueryClient(context.queries)
  },
  loader: async ({ context }) => {
    const queryClient = await context.queries.load()
    const reference = queryClient.prefetchQuery(apiReferenceQueryOptions())
    // The page the browser opens on is prerendered with the reference: it hydrates once the
    // document is here (or could not be had: `ApiDocsPage`). Reached from another page, the page
    // shows at once and the reference follows behind a skeleton.
    await Promise.all([loadCatalogs(apiDocsMessages), firstPageHydrated() ? undefined : reference])
  },
  component: ApiDocsPage,
})
