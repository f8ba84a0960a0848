import { useLingui } from '@lingui/react/macro'

export function usePriceLabels() {
  const { t } = useLingui()
  return {
    was: t({ id: 'price.was', message: 'Was', comment: 'Before a crossed-out former price, as in "Was $1,200"' }),
    saving: (percent: number) => t({ id: 'price.saving', message: `${percent}% off` }),
  }
}
