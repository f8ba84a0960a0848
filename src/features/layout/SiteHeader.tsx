import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BrandMark } from '@/ui/BrandMark'
import { TopNav } from './TopNav'
import { useMobileMenu } from './useMobileMenu'
import './header.css'

/** `menuExtras` sit after the links: in the row on a wide screen, in the menu on a smaller one. */
export function SiteHeader({ actions, menuExtras }: { actions?: ReactNode; menuExtras?: ReactNode }) {
  const { t } = useLingui()
  const menu = useMobileMenu()
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="brand" activeOptions={{ exact: true }}>
          <BrandMark />
          <span className="brand__name">{t({ id: 'brand.name', message: 'Woodnest' })}</span>
        </Link>
        <div ref={menu.panelRef} className="site-header__panel" data-open={menu.open || undefined}>
          <TopNav id="main-nav" label={t({ id: 'nav.label', message: 'Main' })} />
          {menuExtras}
        </div>
        <div className="site-header__actions">
          {actions}
          <button
            ref={menu.buttonRef}
            type="button"
            className="icon-button menu-button"
            aria-expanded={menu.open}
            aria-controls="main-nav"
            onClick={menu.toggle}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d={menu.open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              />
            </svg>
            <span className="visually-hidden">{t({ id: 'nav.menu', message: 'Menu' })}</span>
          </button>
        </div>
      </div>
    </header>
  )
}
