import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { comparedItems } from '@/lib/shortlists/lists'
import { compareSearch } from './compareSearch'

/** At the foot of every page while pieces are chosen for comparison. */
export function CompareBar() {
  const { t } = useLingui()
  const items = comparedItems.useItems()
  if (items.length === 0) return null
  const count = items.length
  return (
    <>
      {/* Room at the foot of the page, so the bar never covers the last links. */}
      <div className="compare-bar-room" />
      <aside className="compare-bar" aria-label={t({ id: 'compare.bar', message: 'Comparison' })}>
        <Link to="/compare" search={compareSearch(items)} className="button button--primary">
          {t({ id: 'compare.open', message: `Compare (${count})` })}
        </Link>
        <button type="button" className="link-button" onClick={() => comparedItems.write([])}>
          {t({ id: 'compare.clear', message: 'Clear' })}
        </button>
      </aside>
    </>
  )
}
