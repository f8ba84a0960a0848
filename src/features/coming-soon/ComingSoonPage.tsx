import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'
import { LaunchDetails } from './LaunchDetails'

export function ComingSoonPage() {
  const { t } = useLingui()
  return (
    <div className="container page">
      <meta name="robots" content="noindex" />
      <PageHeader
        eyebrow={t({ id: 'soon.eyebrow', message: 'Coming soon' })}
        title={t({ id: 'soon.title', message: 'Aster: outdoor living, made to weather' })}
      />
      <LaunchDetails />
    </div>
  )
}
