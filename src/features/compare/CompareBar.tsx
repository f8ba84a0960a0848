import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { MAX_COMPARED, comparedItems } from './comparedItems'
import { compareSearch } from './compareSearch'
import './compare.css'

/** At the foot of every page while pieces are chosen for comparison. */
export function CompareBar() {
  const { t } = useLingui()
  const items = comparedItems.useItems()
  if (items.length === 0) return null
  const count = items.length
  const full = count >= MAX_COMPARED
  return (
    <>
      {/* Room at the foot of the page, so the bar never covers the last links. */}
      <div className={full ? 'compare-bar-room compare-bar-room--full' : 'compare-bar-room'} />
      <aside className="compare-bar" aria-label={t({ id: 'compare.bar', message: 'Comparison' })}>
        {/* The other pieces' Compare buttons are now disabled: this says why, on a phone too. */}
        {full && (
          <p className="compare-bar__note" role="status">
            {t({ id: 'compare.full', message: 'You can compare up to 3 pieces' })}
          </p>
        )}
        <Link to="/compare" search={compareSearch(items)} className="button button--primary">
          {t({ id: 'compare.open', message: `Compare (${count})` })}
        </Link>
        <button type="button" className="link-button" onClick={() => comparedItems.write([])}>
          {t({ id: 'compare.clear', message: 'Clear', comment: 'Button: takes every piece out of the comparison' })}
        </button>
      </aside>
    </>
  )
}
