import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/coming-soon/ComingSoonPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { comingSoonMessages } from '@/features/coming-soon/messages'

export const Route = createFileRoute('/coming-soon/')({
  beforeLoad: () => prefetchCatalogs(comingSoonMessages),
  loader: () => loadCatalogs(comingSoonMessages),
  component: ComingSoonPage,
})
