import { useState } from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { savedItems } from '@/lib/shortlists/savedItems'
import { PageHeader } from '@/ui/PageHeader'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { Price } from '@/ui/Price'
import { usePriceLabels } from '@/ui/usePriceLabels'
import { useAvailability } from '@/lib/storefront/useAvailability'
import { useShortlistControls } from '@/ui/ShortlistControls'
import { SkuListNotices } from '@/ui/SkuListNotices'
import { useSkuVariants, type SkuVariant } from '@/ui/useSkuVariants'
import { shareSearch } from './savedSearch'
import './saved-page.css'

export type CartLine = { sku: string; handle: string; name: string }

/** `/saved`: the shopper's own list, or (`shared`) someone else's, read-only, to save. */
export function SavedPage({ shared, addToCart }: { shared?: ReadonlyArray<string>; addToCart: (lines: ReadonlyArray<CartLine>) => void }) {
  const { t } = useLingui()
  const own = savedItems.useItems()
  const skus = shared ?? own
  const { found, unknown, pending, failed, retry } = useSkuVariants(skus)
  const available = found.filter(({ variant }) => variant.available)
  const navigate = useNavigate()

  return (
    <div className="container page">
      <PageHeader
        title={shared ? t({ id: 'saved.shared.title', message: 'A shared list' }) : t({ id: 'saved.title', message: 'Saved items' })}
        lede={
          shared
            ? t({ id: 'saved.shared.lede', message: 'Someone shared these pieces with you. Save them to keep them on this device.' })
            : t({ id: 'saved.lede', message: 'Pieces you saved, with today’s prices. They stay on this device.' })
        }
      />
      <SkuListNotices unknown={unknown.length} failed={failed} retry={retry} />
      {skus.length === 0 ? (
        <div className="empty-state">
          <h2>{t({ id: 'saved.empty.title', message: 'Nothing saved yet' })}</h2>
          <p>{t({ id: 'saved.empty.body', message: 'Tap the heart on any piece to keep it here while you decide.' })}</p>
          <Link to="/" className="button button--primary">
            {t({ id: 'saved.empty.browse', message: 'Browse the shop' })}
          </Link>
        </div>
      ) : (
        <>
          <div className="saved-toolbar">
            {shared ? (
              <button
                type="button"
                className="button button--primary"
                // Until every piece has loaded, saving would leave the ones still loading out.
                disabled={pending || found.length === 0}
                onClick={() => {
                  savedItems.write([...found.map(({ sku }) => sku), ...savedItems.read()])
                  void navigate({ to: '/saved' })
                }}
              >
                {t({ id: 'saved.shared.save', message: 'Save these' })}
              </button>
            ) : (
              <button
                type="button"
                className="button button--primary"
                disabled={pending || available.length === 0}
                onClick={() =>
                  addToCart(available.map(({ variant, product }) => ({ sku: variant.sku, handle: product.handle, name: product.name })))
                }
              >
                {t({ id: 'saved.addAll', message: 'Add all to cart' })}
              </button>
            )}
          </div>
          <ul className="saved-list" aria-busy={pending || undefined}>
            {found.map((row) => (
              <SavedRow key={row.sku} row={row} readOnly={Boolean(shared)} />
            ))}
          </ul>
          {!shared && found.length > 0 && <ShareLink skus={found.map(({ sku }) => sku)} />}
        </>
      )}
    </div>
  )
}

function SavedRow({ row, readOnly }: { row: SkuVariant; readOnly: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  const priceLabels = usePriceLabels()
  const { product, variant, colourName, sku } = row
  const side =
    variant.orientation === 'left'
      ? t({ id: 'product.orientation.left', message: 'Left' })
      : variant.orientation === 'right'
        ? t({ id: 'product.orientation.right', message: 'Right' })
        : null
  const availability = useAvailability()(variant)
  const { Compare } = useShortlistControls()
  const swatch = product.colours.find((colour) => colour.id === variant.colour)?.swatch ?? '#b9a48a'
  return (
    <li className="saved-item">
      <FurnitureIllustration kind={product.drawing} colour={swatch} alt="" />
      <div>
        <h2>
          <Link
            to="/collections/$collection/products/$product"
            params={{ collection: product.collection, product: product.handle }}
            search={{ colour: variant.colour, ...(variant.orientation ? { orientation: variant.orientation } : {}) }}
          >
            {product.name}
          </Link>
        </h2>
        <p className="muted">{side ? `${colourName} · ${side}` : colourName}</p>
        <p>
          <Price amount={variant.price} compareAt={variant.compareAt} locale={locale} currency={row.currency} labels={priceLabels} />
        </p>
        <p className={variant.available ? 'availability' : 'availability availability--no'}>{availability}</p>
        {!readOnly && (
          <div className="saved-item__actions">
            <button
              type="button"
              className="link-button"
              onClick={() => savedItems.write(savedItems.read().filter((item) => item !== sku))}
            >
              {t({ id: 'compare.remove', message: 'Remove' })}
              <span className="visually-hidden"> {product.name}</span>
            </button>
            <Compare sku={sku} name={product.name} />
          </div>
        )}
      </div>
    </li>
  )
}

function ShareLink({ skus }: { skus: ReadonlyArray<string> }) {
  const { t } = useLingui()
  const router = useRouter()
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const url = new URL(router.buildLocation({ to: '/saved', search: shareSearch(skus) }).publicHref, window.location.origin).href
  return (
    <div className="share-field">
      <label className="field">
        <span>{t({ id: 'saved.share.label', message: 'Share this list' })}</span>
        <input type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() =>
          // No clipboard outside a secure context (plain http): the field stays there to copy from.
          (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))).then(
            () => setCopied('yes'),
            () => setCopied('no'),
          )
        }
      >
        {t({ id: 'saved.share.copy', message: 'Copy link' })}
      </button>
      <p role="status" className="muted">
        {copied === 'yes'
          ? t({ id: 'saved.share.copied', message: 'Link copied.' })
          : copied === 'no'
            ? t({ id: 'saved.share.copyFailed', message: 'Could not copy: select the link and copy it yourself.' })
            : ''}
      </p>
    </div>
  )
}
