import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/features/coming-soon/ComingSoonPage'

export const Route = createFileRoute('/coming-soon/')({
  component: ComingSoonPage,
})
