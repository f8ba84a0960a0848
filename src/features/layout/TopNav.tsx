import { useLinkProps, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { NAV_ITEMS, type NavItem } from './navItems'
import { selectedNavKey } from './navSelection'

function NavEntry({ item, selected }: { item: NavItem; selected: boolean }) {
  const { i18n } = useLingui()
  // The router marks any matching link as current; the shop's own rule decides here
  // (exact path only, and never for Download), so its marks are replaced.
  const { 'aria-current': _ignored, ...linkProps } = useLinkProps({ to: item.to })
  return (
    <a {...linkProps} className="top-nav__link" aria-current={selected ? 'page' : undefined} data-status={undefined}>
      {i18n._(item.label)}
    </a>
  )
}

export function TopNav({ id, label }: { id: string; label: string }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const selected = selectedNavKey(pathname)
  return (
    <nav id={id} className="top-nav" aria-label={label}>
      <ul className="top-nav__list">
        {NAV_ITEMS.map((item) => (
          <li key={item.key}>
            <NavEntry item={item} selected={item.key === selected} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
