import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { Price } from '@/ui/Price'
import { Swatch } from '@/ui/Swatch'
import type { Currency, ProductSummary } from '#domain/storefront/schemas'
import { BadgeList } from './BadgeList'
import { useShortlistControls } from './ShortlistControls'
import { usePriceLabels } from './usePriceLabels'

export function ProductCard({
  product,
  currency,
  headingLevel = 3,
}: {
  product: ProductSummary
  currency: Currency
  headingLevel?: 2 | 3
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const priceLabels = usePriceLabels()
  const { Save, Compare } = useShortlistControls()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const colour = product.colours[0]?.swatch ?? '#b9a48a'
  // A card stands for its first colour (and, on a piece with two sides, its first side).
  const defaultSku = product.colours[0] ? `${product.handle}/${product.colours[0].id}` : ''
  return (
    <article className="product-card">
      <Link
        to="/collections/$collection/products/$product"
        params={{ collection: product.collection, product: product.handle }}
        className="product-card__link"
      >
        <FurnitureIllustration kind={product.drawing} colour={colour} alt="" />
        <Heading className="product-card__name">{product.name}</Heading>
      </Link>
      <div className="product-card__save">
        <Save sku={defaultSku} name={product.name} wholeProduct />
      </div>
      <BadgeList badges={product.badges} />
      <p className="product-card__meta">
        <Price amount={product.price} compareAt={product.compareAt} locale={locale} currency={currency} labels={priceLabels} />
      </p>
      <p className="product-card__swatches">
        <span className="visually-hidden">{t({ id: 'product.colours', message: 'Colours:' })} </span>
        {product.colours.map((colour) => (
          <span key={colour.id} title={colour.name}>
            <Swatch colour={colour.swatch} size={16} />
            <span className="visually-hidden">{colour.name}</span>
          </span>
        ))}
      </p>
      {!product.available && <p className="muted">{t({ id: 'product.soldOut', message: 'Sold out' })}</p>}
      <Compare sku={defaultSku} name={product.name} />
    </article>
  )
}

/** Pieces from one answer, priced in its `currency`. */
export function ProductGrid({
  products,
  currency,
  headingLevel,
}: {
  products: ReadonlyArray<ProductSummary>
  currency: Currency
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.handle}>
          <ProductCard product={product} currency={currency} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
