import { useLingui } from '@lingui/react/macro'
import { SWATCH_PRODUCT } from '#domain/storefront/paths'
import { setCartDrawerOpen } from './cartStore'
import { useCartChange } from './useCartChange'

/** Puts one free swatch of a fabric in the cart and opens the drawer: the product page's offer and the swatches page. */
export function useAddSwatch() {
  const { t } = useLingui()
  const change = useCartChange()
  const add = (swatch: { sku: string; name: string }, name: string) => {
    if (change.isPending) return
    change.mutate({
      kind: 'add',
      sku: swatch.sku,
      handle: SWATCH_PRODUCT,
      quantity: 1,
      name: swatch.name,
      announcement: t({ id: 'swatches.added', message: `Added a free swatch of ${name} to your cart` }),
    })
    setCartDrawerOpen(true)
  }
  return { add, isPending: change.isPending }
}
