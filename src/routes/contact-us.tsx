import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { contactMessages } from '@/features/contact/messages'

export const Route = createFileRoute('/contact-us')({
  beforeLoad: () => prefetchCatalogs(contactMessages),
  loader: () => loadCatalogs(contactMessages),
  component: ContactPage,
})
