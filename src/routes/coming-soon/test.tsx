import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonTestPage } from '@/features/coming-soon/ComingSoonTestPage'
import { loadCatalogs } from '@/features/locale/i18n'
import { comingSoonMessages } from '@/features/coming-soon/messages'

export const Route = createFileRoute('/coming-soon/test')({
  loader: () => loadCatalogs(comingSoonMessages),
  component: ComingSoonTestPage,
})
