import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonTestPage } from '@/features/coming-soon/ComingSoonTestPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { comingSoonMessages } from '@/features/coming-soon/messages'

export const Route = createFileRoute('/coming-soon/test')({
  beforeLoad: () => prefetchCatalogs(comingSoonMessages),
  loader: () => loadCatalogs(comingSoonMessages),
  component: ComingSoonTestPage,
})
