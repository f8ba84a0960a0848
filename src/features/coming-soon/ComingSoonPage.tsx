import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'
import { LaunchDetails } from './LaunchDetails'

export function ComingSoonPage() {
  const { t } = useLingui()
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'soon.eyebrow', message: 'Coming soon' })}
        title={t({ id: 'soon.title', message: 'Aster: outdoor living, made to weather' })}
        description={t({
          id: 'soon.description',
          message:
            'Aster, our first outdoor collection of teak, hand-woven rope and quick-dry cushions, arrives in March 2027. Leave your email to hear first.',
        })}
      />
      <LaunchDetails />
    </div>
  )
}
