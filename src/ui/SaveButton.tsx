import { useLingui } from '@lingui/react/macro'
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
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.6 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.1 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">
        {saved ? t({ id: 'saved.remove', message: `Remove ${name} from saved items` }) : t({ id: 'saved.add', message: `Save ${name}` })}
      </span>
    </button>
  )
}
