import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '@/features/download/DownloadPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { downloadMessages } from '@/features/download/messages'

export const Route = createFileRoute('/download')({
  beforeLoad: () => prefetchCatalogs(downloadMessages),
  loader: () => loadCatalogs(downloadMessages),
  component: DownloadPage,
})
