import { useLingui } from '@lingui/react/macro'
import type { Variant } from '#domain/storefront/schemas'
import { DISPATCH_DAYS } from '#domain/storefront/dispatch'

/** When a variant ships, in the shopper's words. */
export function useAvailability(): (variant: Variant | undefined) => string {
  const { t } = useLingui()
  return (variant) => {
    const weeks = variant?.leadTimeWeeks ?? 0
    const [from, to] = DISPATCH_DAYS.inStock
    return !variant
      ? t({ id: 'product.unavailable', message: 'This combination is not available' })
      : variant.stock > 0
        ? t({ id: 'product.inStock', message: `In stock: leaves our warehouse in ${from}–${to} days` })
        : variant.leadTimeWeeks
          ? t({ id: 'product.madeToOrder', message: `Made to order: ships in ${weeks} weeks` })
          : t({ id: 'product.soldOutColour', message: 'Sold out in this colour' })
  }
}
