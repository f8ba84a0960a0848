import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '@/features/faq/FaqPage'
import { loadCatalogs } from '@/features/locale/i18n'
import { faqMessages } from '@/features/faq/messages'

export const Route = createFileRoute('/faq')({
  loader: () => loadCatalogs(faqMessages),
  component: FaqPage,
})
