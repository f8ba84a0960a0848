import { useLingui } from '@lingui/react/macro'
import { HeartIcon } from '@/ui/HeartIcon'
import { handleOfSku } from '@/lib/shortlists/lists'
import { savedItems, toggleSaved } from '@/lib/shortlists/savedItems'
import './saved.css'

/** With `wholeProduct` (on a card) it shows and clears every saved variant of the product, not just `sku`. */
export function SaveButton({ sku, name, wholeProduct = false }: { sku: string; name: string; wholeProduct?: boolean }) {
  const { t } = useLingui()
  const items = savedItems.useItems()
  const handle = handleOfSku(sku)
  const saved = wholeProduct ? items.some((item) => handleOfSku(item) === handle) : items.includes(sku)
  return (
    <button
      type="button"
      className="icon-button save-button"
      data-saved={saved || undefined}
      disabled={sku === ''}
      onClick={() => {
        if (saved && wholeProduct) savedItems.write(items.filter((item) => handleOfSku(item) !== handle))
        else toggleSaved(sku)
      }}
    >
      <HeartIcon filled={saved} />
      <span className="visually-hidden">
        {saved ? t({ id: 'saved.remove', message: `Remove ${name} from saved items` }) : t({ id: 'saved.add', message: `Save ${name}` })}
      </span>
    </button>
  )
}
