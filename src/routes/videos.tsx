import { createFileRoute } from '@tanstack/react-router'
import { VideosPage } from '@/features/videos/VideosPage'

export const Route = createFileRoute('/videos')({
  component: VideosPage,
})
