import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonTestPage } from '@/features/coming-soon/ComingSoonTestPage'

export const Route = createFileRoute('/coming-soon/test')({
  staticData: { indexable: false },
  component: ComingSoonTestPage,
})
