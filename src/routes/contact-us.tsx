import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@/features/contact/ContactPage'

export const Route = createFileRoute('/contact-us')({
  staticData: { nav: { order: 6, label: msg({ id: 'nav.contactUs', message: 'Contact us' }) } },
  component: ContactPage,
})
