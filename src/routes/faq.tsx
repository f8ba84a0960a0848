import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/faq/FaqPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { faqMessages } from '@/features/faq/messages'

export const Route = createFileRoute('/faq')({
  beforeLoad: () => prefetchCatalogs(faqMessages),
  loader: () => loadCatalogs(faqMessages),
  component: FaqPage,
})
