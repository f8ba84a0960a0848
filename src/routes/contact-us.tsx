import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'
import { loadCatalogs } from '@/features/locale/i18n'
import { contactMessages } from '@/features/contact/messages'

export const Route = createFileRoute('/contact-us')({
  loader: () => loadCatalogs(contactMessages),
  component: ContactPage,
})
