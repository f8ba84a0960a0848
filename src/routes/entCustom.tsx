import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EnterprisePage } from '@/features/enterprise/EnterprisePage'

export const Route = createFileRoute('/entCustom')({
  staticData: { nav: { order: 4, label: msg({ id: 'nav.entCustom', message: 'For business' }) } },
  component: EnterprisePage,
})
