import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/coming-soon/ComingSoonPage'

export const Route = createFileRoute('/coming-soon/')({
  staticData: { indexable: false, nav: { order: 2, label: msg({ id: 'nav.comingSoon', message: 'Coming soon' }) } },
  component: ComingSoonPage,
})
