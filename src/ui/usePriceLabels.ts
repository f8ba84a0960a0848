import { useLingui } from '@lingui/react/macro'

/** The words around a price, in the shopper's language. */
export function usePriceLabels() {
  const { t } = useLingui()
  return {
    was: t({ id: 'price.was', message: 'Was' }),
    saving: (percent: number) => t({ id: 'price.saving', message: `${percent}% off` }),
  }
}
