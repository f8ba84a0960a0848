import { useLingui } from '@lingui/react/macro'

export function usePriceLabels() {
  const { t } = useLingui()
  return {
    was: t({ id: 'price.was', message: 'Was' }),
    saving: (percent: number) => t({ id: 'price.saving', message: `${percent}% off` }),
  }
}
