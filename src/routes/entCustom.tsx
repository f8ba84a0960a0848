import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BusinessPage } from '@/features/business/BusinessPage'

export const Route = createFileRoute('/entCustom')({
  staticData: { nav: { order: 4, label: msg({ id: 'nav.entCustom', message: 'For business' }) } },
  component: BusinessPage,
})
