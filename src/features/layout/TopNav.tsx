import { useLinkProps, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { NAV_ITEMS, type NavItem } from './navItems'
import { selectedNavKey } from './navSelection'

function NavEntry({ item, selected }: { item: NavItem; selected: boolean }) {
  const { i18n } = useLingui()
  // The shop's own rule (exact path, never Download) decides what is current, so the router's marks are dropped.
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
