import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { Product } from '#domain/storefront/schemas'
import { formatLength, useUnits } from '@/lib/units'
import { UnitsToggle } from '@/ui/UnitsToggle'
import { useShopTerms } from '@/ui/shopTerms'

export function ProductDetails({ product }: { product: Product }) {
  const { t } = useLingui()
  const locale = useLocale()
  const units = useUnits()
  const { terms, deliveryTiers } = useShopTerms()
  const [nights, days] = [terms.homeTrialNights, terms.returnDays]
  const { width, depth, height, seatHeight } = product.dimensionsCm
  const length = (cm: number) => formatLength(cm, units, locale === 'zh' ? 'zh-CN' : 'en-US')
  const unit = units === 'cm' ? t({ id: 'units.cm', message: 'cm' }) : t({ id: 'units.in', message: 'in' })
  const w = length(width)
  const d = length(depth)
  const h = length(height)

  return (
    <section className="details" aria-labelledby="details-title">
      <div className="details__head">
        <h2 id="details-title" className="h3">
          {t({ id: 'product.details', message: 'Details' })}
        </h2>
        <UnitsToggle />
      </div>
      <dl className="specs">
        <dt>{t({ id: 'product.dimensions', message: 'Dimensions (W × D × H)' })}</dt>
        <dd>{t({ id: 'product.dimensionsValue', message: `${w} × ${d} × ${h} ${unit}` })}</dd>
        {seatHeight !== undefined && (
          <>
            <dt>{t({ id: 'product.seatHeight', message: 'Seat height' })}</dt>
            <dd>{`${length(seatHeight)} ${unit}`}</dd>
          </>
        )}
        <dt>{t({ id: 'product.materials', message: 'Materials' })}</dt>
        <dd>{product.materials}</dd>
        <dt>{t({ id: 'product.care', message: 'Care', comment: 'Heading: how to clean and look after the piece' })}</dt>
        <dd>{product.facts.care}</dd>
        <dt>{t({ id: 'product.delivery', message: 'Delivery' })}</dt>
        <dd>
          {deliveryTiers
            ? t({ id: 'product.deliveryBody', message: `Two people bring it; you choose how far at checkout: ${deliveryTiers}.` })
            : t({ id: 'product.deliveryArranged', message: 'Write to us to arrange the delivery.' })}
        </dd>
        <dt>{t({ id: 'product.returns', message: 'Returns', comment: 'Heading: the return policy' })}</dt>
        <dd>
          {nights > 0 || days > 0
            ? [
                nights > 0 && t({ id: 'product.returnsTrial', message: `A ${nights}-night home trial for sofas and beds.` }),
                days > 0 &&
                  t({
                    id: 'product.returnsDays',
                    message: plural(days, {
                      one: '# day after delivery to return a piece.',
                      other: '# days after delivery to return a piece.',
                    }),
                  }),
                t({ id: 'product.returnsBody', message: 'If it is not right, we collect it and refund you in full.' }),
              ]
                .filter(Boolean)
                .join(locale === 'zh' ? '' : ' ')
            : t({ id: 'product.returnsNone', message: 'Write to us if anything is not right.' })}
        </dd>
      </dl>
    </section>
  )
}
