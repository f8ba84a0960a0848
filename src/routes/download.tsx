import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '@/features/download/DownloadPage'
import { loadCatalogs } from '@/features/locale/i18n'
import { downloadMessages } from '@/features/download/messages'

export const Route = createFileRoute('/download')({
  loader: () => loadCatalogs(downloadMessages),
  component: DownloadPage,
})
