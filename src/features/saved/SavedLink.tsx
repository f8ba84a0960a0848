import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { HeartIcon } from '@/ui/HeartIcon'
import { plural } from '@lingui/core/macro'
import { savedItems } from '@/lib/shortlists/savedItems'
import './saved.css'

/** The header's way to the saved items, with their count. */
export function SavedLink() {
  const { t } = useLingui()
  const count = savedItems.useItems().length
  return (
    <Link to="/saved" className="icon-button header-count">
      <HeartIcon />
      {count > 0 && (
        <span className="count-badge header-count__badge" aria-hidden="true">
          {count}
        </span>
      )}
      <span className="visually-hidden">
        {t({ id: 'saved.link', message: plural(count, { 0: 'Saved items', one: 'Saved items (#)', other: 'Saved items (#)' }) })}
      </span>
    </Link>
  )
}
