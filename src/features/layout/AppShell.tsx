import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SiteHeader } from './SiteHeader'
import { SiteFooter } from './SiteFooter'

// Error pages use it too, so a shopper can always navigate away.
export function AppShell({
  headerActions,
  menuExtras,
  notices,
  children,
}: {
  headerActions?: ReactNode
  menuExtras?: ReactNode
  notices?: ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      <a className="skip-link" href="#main">
        {t({ id: 'layout.skipToContent', message: 'Skip to content' })}
      </a>
      <SiteHeader actions={headerActions} menuExtras={menuExtras} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {notices}
    </>
  )
}
