import { useLingui } from '@lingui/react/macro'
import { HeartIcon } from './HeartIcon'
import { handleOfSku, savedItems, toggleSaved } from '@/lib/shortlists/lists'

/**
 * The heart: saves a variant (`sku`) for later. On a card (`wholeProduct`) it shows whether any
 * variant of the product is saved, and takes them all off the list.
 */
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
