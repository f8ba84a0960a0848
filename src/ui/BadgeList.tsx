import { useLingui } from '@lingui/react/macro'
import type { ProductSummary } from '#domain/storefront/schemas'

export function BadgeList({ badges }: { badges: ProductSummary['badges'] }) {
  const { t } = useLingui()
  if (badges.length === 0) return null
  const label: Record<ProductSummary['badges'][number], string> = {
    new: t({ id: 'badge.new', message: 'New' }),
    bestseller: t({ id: 'badge.bestseller', message: 'Bestseller' }),
    limited: t({ id: 'badge.limited', message: 'Limited edition' }),
    'made-to-order': t({ id: 'badge.madeToOrder', message: 'Made to order' }),
  }
  return (
    <ul className="badges">
      {badges.map((badge) => (
        <li key={badge} className={`badge badge--${badge}`}>
          {label[badge]}
        </li>
      ))}
    </ul>
  )
}
