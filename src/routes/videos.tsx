import { createFileRoute } from '@tanstack/react-router'
import { VideosPage } from '@/features/videos/VideosPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { videosMessages } from '@/features/videos/messages'

export const Route = createFileRoute('/videos')({
  beforeLoad: () => prefetchCatalogs(videosMessages),
  loader: () => loadCatalogs(videosMessages),
  component: VideosPage,
})
