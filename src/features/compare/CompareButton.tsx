import { useLingui } from '@lingui/react/macro'
import { handleOfSku } from '@/lib/shortlists/lists'
import { MAX_COMPARED, comparedItems } from './comparedItems'
import './compare.css'

/** Puts a piece on (or off) the comparison, at most three; the bar at the foot of the page leads there. */
export function CompareButton({ sku, name }: { sku: string; name: string }) {
  const { t } = useLingui()
  const items = comparedItems.useItems()
  const handle = handleOfSku(sku)
  const chosen = items.some((item) => handleOfSku(item) === handle)
  const full = !chosen && items.length >= MAX_COMPARED
  return (
    <button
      type="button"
      className="compare-button"
      aria-pressed={chosen}
      disabled={sku === '' || full}
      title={full ? t({ id: 'compare.full', message: 'You can compare up to 3 pieces' }) : undefined}
      onClick={() => comparedItems.write(chosen ? items.filter((item) => handleOfSku(item) !== handle) : [...items, sku])}
    >
      <span aria-hidden="true">{chosen ? '✓ ' : '+ '}</span>
      {t({
        id: 'compare.toggle',
        message: 'Compare',
        comment: 'Toggle on a product: adds the piece to the side-by-side comparison, or takes it out',
      })}
      <span className="visually-hidden"> {name}</span>
    </button>
  )
}
