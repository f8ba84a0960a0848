import { useMemo } from 'react'
import { useLinkProps, useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { navEntries, selectedEntry, type NavEntry } from './navSelection'

function NavLink({ entry, selected }: { entry: NavEntry; selected: boolean }) {
  const { i18n } = useLingui()
  // The shop's own rule (exact path, never Download) decides what is current, so the router's marks are dropped.
  const { 'aria-current': _ignored, ...linkProps } = useLinkProps({ to: entry.to })
  return (
    <a {...linkProps} className="top-nav__link" aria-current={selected ? 'page' : undefined} data-status={undefined}>
      {i18n._(entry.nav.label)}
    </a>
  )
}

export function TopNav({ id, label }: { id: string; label: string }) {
  const router = useRouter()
  const entries = useMemo(() => navEntries(Object.values(router.routesById)), [router])
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const selected = selectedEntry(entries, pathname)
  return (
    <nav id={id} className="top-nav" aria-label={label}>
      <ul className="top-nav__list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink entry={entry} selected={entry.to === selected} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
