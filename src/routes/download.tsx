import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '@/features/download/DownloadPage'

export const Route = createFileRoute('/download')({
  staticData: { nav: { order: 3, label: msg({ id: 'nav.download', message: 'Get the app' }), selectable: false } },
  component: DownloadPage,
})
