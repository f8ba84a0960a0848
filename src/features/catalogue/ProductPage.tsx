import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { PageHeader } from '@/ui/PageHeader'
import { Price } from '@/ui/Price'
import { Swatch } from '@/ui/Swatch'
import type { Currency, Orientation, Product, Variant } from '#domain/storefront/schemas'
import { BadgeList } from '@/ui/BadgeList'
import { OrientationDiagram } from './OrientationDiagram'
import { ProductGrid } from '@/ui/ProductCard'
import { ProductGallery, type GalleryView } from './ProductGallery'
import { ProductDetails } from './ProductDetails'
import { VariantPicker } from './VariantPicker'
import { usePriceLabels } from '@/ui/usePriceLabels'
import { useShortlistControls } from '@/ui/ShortlistControls'
import { useAvailability } from '@/lib/storefront/useAvailability'
import { RecentlyViewed } from './RecentlyViewed'
import { SecondPass } from '@/ui/SecondPass'
import { noteViewed } from './viewedItems'
import './product-page.css'

export type Purchase = { sku: string; handle: string; name: string; quantity: number; unavailableReason?: string }

export function ProductPage({
  product,
  currency,
  collectionHandle,
  collectionTitle,
  colour,
  orientation,
  purchase,
}: {
  product: Product
  currency: Currency
  collectionHandle: string
  collectionTitle: string
  colour: string
  orientation: Orientation | undefined
  purchase: (purchase: Purchase) => ReactNode
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const priceLabels = usePriceLabels()
  const availabilityOf = useAvailability()
  const { Save, Compare } = useShortlistControls()
  const [quantity, setQuantity] = useState(1)
  useEffect(() => noteViewed(product.handle), [product.handle])
  const selectedColour = product.colours.find((c) => c.id === colour) ?? product.colours[0]
  const variant: Variant | undefined = product.variants.find(
    (candidate) => candidate.colour === colour && candidate.orientation === orientation,
  )
  const swatch = selectedColour?.swatch ?? '#b9a48a'
  const productName = product.name
  const colourName = selectedColour?.name ?? ''
  const orientationName =
    orientation === 'left'
      ? t({ id: 'product.orientation.left', message: 'Left' })
      : t({ id: 'product.orientation.right', message: 'Right' })

  const views: Array<GalleryView> = [
    {
      id: 'front',
      label: t({ id: 'product.view.front', message: 'Front view' }),
      render: () => (
        <FurnitureIllustration
          kind={product.drawing}
          colour={swatch}
          alt={t({ id: 'product.imageAlt', message: `${productName} in ${colourName}` })}
        />
      ),
    },
  ]
  if (orientation) {
    views.push({
      id: 'plan',
      label: t({ id: 'product.view.plan', message: 'Seen from above' }),
      render: () => (
        <OrientationDiagram
          orientation={orientation}
          colour={swatch}
          labels={{
            title: t({ id: 'product.plan.title', message: `Plan from above: ${orientationName} version, as you face it` }),
            left: t({ id: 'product.orientation.left', message: 'Left' }),
            right: t({ id: 'product.orientation.right', message: 'Right' }),
            you: t({
              id: 'product.plan.you',
              message: 'You',
              comment: 'On the plan from above: marks where the shopper stands, facing the piece',
            }),
          }}
        />
      ),
    })
  }
  views.push({
    id: 'fabric',
    label: t({ id: 'product.view.fabric', message: 'Fabric close-up' }),
    render: () => (
      <svg className="illustration" role="img" aria-label={selectedColour?.name ?? ''} viewBox="0 0 320 220" width="320" height="220">
        <rect width="320" height="220" fill={swatch} />
        <path d="M0 40h320M0 100h320M0 160h320" stroke="#fff" strokeOpacity="0.12" strokeWidth="18" />
      </svg>
    ),
  })

  // The saved list keeps the colour and side: the button names them.
  const side = (name: string) =>
    orientation
      ? t({ id: 'product.variantName', message: `${name}, ${colourName}, ${orientationName}` })
      : t({ id: 'product.variantNameNoSide', message: `${name}, ${colourName}` })
  const availability = availabilityOf(variant)

  return (
    <div className="container page">
      <nav className="breadcrumbs" aria-label={t({ id: 'breadcrumbs.label', message: 'Breadcrumb' })}>
        <ol>
          <li>
            <Link to="/">{t({ id: 'nav.shop', message: 'Shop' })}</Link>
          </li>
          <li>
            <Link to="/collections/$collection" params={{ collection: collectionHandle }}>
              {collectionTitle}
            </Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="product">
        <ProductGallery views={views} label={t({ id: 'product.gallery', message: 'Pictures' })} />
        <div className="product__info">
          <BadgeList badges={product.badges} />
          <PageHeader
            title={product.name}
            lede={product.summary}
            canonicalPath={`/collections/${product.collection}/products/${product.handle}`}
            soldIn={product.soldIn}
          />
          <p className="product__price">
            <Price
              amount={variant?.price ?? product.price}
              compareAt={variant?.compareAt ?? product.compareAt}
              locale={locale}
              currency={currency}
              labels={priceLabels}
            />
          </p>
          <VariantPicker product={product} colour={colour} orientation={orientation} />
          <p className={variant?.available ? 'availability' : 'availability availability--no'}>
            <Swatch colour={swatch} size={14} /> {availability}
          </p>
          <div className="buy-row">
            <label className="field field--inline">
              <span>{t({ id: 'product.quantity', message: 'Quantity' })}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                value={quantity}
                onChange={(event) => setQuantity(Math.min(99, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
                className="quantity-input"
              />
            </label>
            {purchase({
              sku: variant?.sku ?? '',
              handle: product.handle,
              name: product.name,
              quantity,
              ...(variant?.available ? {} : { unavailableReason: availability }),
            })}
            <Save sku={variant?.sku ?? ''} name={side(product.name)} />
            <Compare sku={variant?.sku ?? ''} name={side(product.name)} />
          </div>
          <p>{product.description}</p>
          <ProductDetails product={product} />
        </div>
      </div>
      <SecondPass>
        {product.related.length > 0 && (
          <section className="section" aria-labelledby="related-title">
            <h2 id="related-title">{t({ id: 'product.related', message: 'Goes well with' })}</h2>
            <ProductGrid products={product.related} currency={currency} />
          </section>
        )}
        <RecentlyViewed exclude={product.handle} />
      </SecondPass>
    </div>
  )
}
