import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '@/features/api-docs/ApiDocsPage'
import { apiReferenceQueryOptions } from '@/features/api-docs/queries'

export const Route = createFileRoute('/openapi')({
  staticData: { nav: { order: 5, label: msg({ id: 'nav.openapi', message: 'Open API' }) } },
  loader: async ({ context: { queryClient, locale }, preload }) => {
    // The document is fetched for a shopper who opens the page, not for a link on screen.
    if (preload) return
    const reference = queryClient.prefetchQuery(apiReferenceQueryOptions(locale))
    // The prerender writes the reference into the page; the browser shows the page without waiting for it.
    if (import.meta.env.SSR) await reference
  },
  component: ApiDocsPage,
})
