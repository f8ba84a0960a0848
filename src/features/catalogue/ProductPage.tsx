import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { Price } from '@/ui/Price'
import type { Collection, Product } from './seedCatalogue'

export function ProductPage({ product, collection }: { product: Product; collection: Collection }) {
  const { t } = useLingui()
  const locale = useLocale()
  const name = product.name[locale]
  const { width, depth, height, seatHeight } = product.dimensionsCm

  return (
    <div className="container page">
      <title>{`${name} · ${t({ id: 'brand.name', message: 'Woodnest' })}`}</title>
      <nav className="breadcrumbs" aria-label={t({ id: 'breadcrumbs.label', message: 'Breadcrumb' })}>
        <ol>
          <li><Link to="/">{t({ id: 'nav.shop', message: 'Shop' })}</Link></li>
          <li>
            <Link to="/collections/$collection" params={{ collection: collection.handle }}>
              {collection.title[locale]}
            </Link>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className="product">
        <div className="product__media">
          <FurnitureIllustration
            kind={product.kind}
            colour={product.colour}
            alt={t({ id: 'product.imageAlt', message: `Drawing of the ${name}` })}
          />
        </div>
        <div className="product__info">
          <h1>{name}</h1>
          <p className="product__price">
            <Price price={product.price} compareAt={product.compareAt} locale={locale} wasLabel={t({ id: 'price.was', message: 'Was' })} />
          </p>
          <p>{product.summary[locale]}</p>
          <h2 className="h3">{t({ id: 'product.details', message: 'Details' })}</h2>
          <dl className="specs">
            <dt>{t({ id: 'product.dimensions', message: 'Dimensions (W × D × H)' })}</dt>
            <dd>{t({ id: 'product.dimensionsValue', message: `${width} × ${depth} × ${height} cm` })}</dd>
            {seatHeight !== undefined && (
              <>
                <dt>{t({ id: 'product.seatHeight', message: 'Seat height' })}</dt>
                <dd>{t({ id: 'product.seatHeightValue', message: `${seatHeight} cm` })}</dd>
              </>
            )}
            <dt>{t({ id: 'product.materials', message: 'Materials' })}</dt>
            <dd>{product.materials[locale]}</dd>
          </dl>
          <ul className="promises promises--compact">
            <li>{t({ id: 'promise.delivery', message: 'Free delivery to your room of choice' })}</li>
            <li>{t({ id: 'promise.returns', message: '100-night home trial, free returns' })}</li>
            <li>{t({ id: 'promise.warranty', message: '10-year frame warranty' })}</li>
          </ul>
          <p>
            <Link to="/contact-us" className="button button--primary">
              {t({ id: 'product.ask', message: 'Ask about this piece' })}
            </Link>
          </p>
        </div>
      </div>
    </div>
  )
}
