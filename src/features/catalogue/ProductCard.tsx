import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { Price } from '@/ui/Price'
import type { Product } from './seedCatalogue'

export function ProductCard({ product }: { product: Product }) {
  const { t } = useLingui()
  const locale = useLocale()
  const name = product.name[locale]
  const saving = product.compareAt ? Math.round((1 - product.price[locale] / product.compareAt[locale]) * 100) : 0
  return (
    <article className="product-card">
      <Link
        to="/collections/$collection/products/$product"
        params={{ collection: product.collection, product: product.handle }}
        className="product-card__link"
      >
        <FurnitureIllustration kind={product.kind} colour={product.colour} alt="" />
        <h3 className="product-card__name">{name}</h3>
      </Link>
      <p className="product-card__meta">
        <Price price={product.price} compareAt={product.compareAt} locale={locale} wasLabel={t({ id: 'price.was', message: 'Was' })} />
        {saving > 0 && <span className="badge badge--sale">{t({ id: 'product.saving', message: `Save ${saving}%` })}</span>}
      </p>
    </article>
  )
}
