import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/ui/PageHeader'
import { Countdown } from './Countdown'
import { LaunchDetails } from './LaunchDetails'

export function ComingSoonTestPage() {
  const { t } = useLingui()
  return (
    <div className="container page page--variant">
      <p className="variant-flag">{t({ id: 'soon.test.flag', message: 'Preview: test layout of this page' })}</p>
      <PageHeader
        eyebrow={t({ id: 'soon.eyebrow', message: 'Coming soon' })}
        title={t({ id: 'soon.test.title', message: 'Aster outdoor collection (test layout)' })}
        description={t({
          id: 'soon.description',
          message:
            'Aster, our first outdoor collection of teak, hand-woven rope and quick-dry cushions, arrives in March 2027. Leave your email to hear first.',
        })}
      />
      <Countdown />
      <LaunchDetails />
    </div>
  )
}
