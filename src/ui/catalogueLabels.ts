import { useLingui } from '@lingui/react/macro'
import type { Category } from '#domain/storefront/schemas'
import type { ColourFamily } from '#domain/storefront/colourFamily'

export function useCategoryLabels(): (category: Category) => string {
  const { t } = useLingui()
  const labels: Record<Category, string> = {
    sofa: t({ id: 'category.sofa', message: 'Sofas' }),
    armchair: t({ id: 'category.armchair', message: 'Armchairs' }),
    ottoman: t({ id: 'category.ottoman', message: 'Ottomans' }),
    'coffee-table': t({ id: 'category.coffeeTable', message: 'Coffee tables' }),
    'dining-table': t({ id: 'category.diningTable', message: 'Dining tables' }),
    chair: t({ id: 'category.chair', message: 'Chairs' }),
    bed: t({ id: 'category.bed', message: 'Beds' }),
    storage: t({ id: 'category.storage', message: 'Storage' }),
    lighting: t({ id: 'category.lighting', message: 'Lighting' }),
    rug: t({ id: 'category.rug', message: 'Rugs' }),
    textile: t({ id: 'category.textile', message: 'Textiles' }),
  }
  return (category) => labels[category]
}

export function useColourLabels(): (family: ColourFamily) => string {
  const { t } = useLingui()
  const labels: Record<ColourFamily, string> = {
    white: t({ id: 'colour.white', message: 'White' }),
    beige: t({ id: 'colour.beige', message: 'Beige' }),
    brown: t({ id: 'colour.brown', message: 'Brown' }),
    grey: t({ id: 'colour.grey', message: 'Grey' }),
    black: t({ id: 'colour.black', message: 'Black' }),
    green: t({ id: 'colour.green', message: 'Green' }),
    blue: t({ id: 'colour.blue', message: 'Blue' }),
    red: t({ id: 'colour.red', message: 'Red and pink' }),
    yellow: t({ id: 'colour.yellow', message: 'Yellow' }),
  }
  return (family) => labels[family]
}
