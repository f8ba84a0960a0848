import type { ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { handleOfSku } from '@/lib/shortlists/lists'
import { comparedItems } from './comparedItems'
import { formatLength, useUnits } from '@/lib/units'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { PageHeader } from '@/ui/PageHeader'
import { Price } from '@/ui/Price'
import { UnitsToggle } from '@/ui/UnitsToggle'
import { useAvailability } from '@/lib/storefront/useAvailability'
import { usePriceLabels } from '@/ui/usePriceLabels'
import { SkuListNotices } from '@/ui/SkuListNotices'
import { useSkuVariants, type SkuVariant } from '@/ui/useSkuVariants'
import { compareSearch } from './compareSearch'
import './compare-page.css'

type Row = { label: string; cell: (column: SkuVariant) => ReactNode; text: (column: SkuVariant) => string }

/** `/compare`: up to three pieces side by side, the rows that differ marked. */
export function ComparePage({ items }: { items?: ReadonlyArray<string> }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const stored = comparedItems.useItems()
  const skus = items ?? stored
  const { found, unknown, pending, failed, retry } = useSkuVariants(skus)
  const rows = useRows()

  function remove(sku: string) {
    const rest = skus.filter((item) => item !== sku)
    comparedItems.write(comparedItems.read().filter((item) => handleOfSku(item) !== handleOfSku(sku)))
    void navigate({ to: '/compare', search: rest.length ? compareSearch(rest) : {}, replace: true })
  }

  return (
    <div className="container page">
      <PageHeader title={t({ id: 'compare.title', message: 'Compare' })} />
      <SkuListNotices unknown={unknown.length} failed={failed} retry={retry} />
      {skus.length === 0 || (!pending && !failed && found.length === 0) ? (
        <div className="empty-state">
          <h2>{t({ id: 'compare.empty.title', message: 'Nothing to compare yet' })}</h2>
          <p>{t({ id: 'compare.empty.body', message: 'Choose “Compare” on up to three pieces to see them side by side.' })}</p>
          <Link to="/" className="button button--primary">
            {t({ id: 'saved.empty.browse', message: 'Browse the shop' })}
          </Link>
        </div>
      ) : (
        <>
          <div className="compare-tools">
            <UnitsToggle />
          </div>
          {/* A region that scrolls sideways must take the focus, so the keyboard can scroll it. */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="compare-scroll" role="region" aria-label={t({ id: 'compare.table', message: 'Comparison table' })} tabIndex={0}>
            <table className="compare-table" aria-busy={pending || undefined}>
              <thead>
                <tr>
                  <td>
                    <span className="visually-hidden">{t({ id: 'compare.corner', message: 'Pieces compared' })}</span>
                  </td>
                  {found.map((column) => (
                    <th key={column.sku} scope="col">
                      <div className="compare-head">
                        <FurnitureIllustration kind={column.product.drawing} colour={swatchOf(column)} alt="" />
                        <Link
                          to="/collections/$collection/products/$product"
                          params={{ collection: column.product.collection, product: column.product.handle }}
                          search={{
                            colour: column.variant.colour,
                            ...(column.variant.orientation ? { orientation: column.variant.orientation } : {}),
                          }}
                        >
                          {column.product.name}
                        </Link>
                        <button type="button" className="link-button" onClick={() => remove(column.sku)}>
                          {t({ id: 'compare.remove', message: 'Remove' })}
                          <span className="visually-hidden"> {column.product.name}</span>
                        </button>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const differs = found.length > 1 && new Set(found.map(row.text)).size > 1
                  return (
                    <tr key={row.label} data-differs={differs || undefined}>
                      <th scope="row">
                        {row.label}
                        {differs && <span className="compare-table__differs">{t({ id: 'compare.differs', message: 'differs' })}</span>}
                      </th>
                      {found.map((column) => (
                        <td key={column.sku}>{row.cell(column)}</td>
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}

const swatchOf = (column: SkuVariant) => column.product.colours.find((colour) => colour.id === column.variant.colour)?.swatch ?? '#b9a48a'

function useRows(): Array<Row> {
  const { t } = useLingui()
  const locale = useLocale()
  const units = useUnits()
  const priceLabels = usePriceLabels()
  const availability = useAvailability()
  const unit = units === 'cm' ? t({ id: 'units.cm', message: 'cm' }) : t({ id: 'units.in', message: 'in' })
  const length = (cm: number) => formatLength(cm, units, locale === 'zh' ? 'zh-CN' : 'en-US')
  const side = (column: SkuVariant) =>
    column.variant.orientation === 'left'
      ? t({ id: 'product.orientation.left', message: 'Left' })
      : column.variant.orientation === 'right'
        ? t({ id: 'product.orientation.right', message: 'Right' })
        : ''
  const dimensions = ({ product }: SkuVariant) => {
    const { width, depth, height } = product.dimensionsCm
    const [w, d, h] = [length(width), length(depth), length(height)]
    return t({ id: 'product.dimensionsValue', message: `${w} × ${d} × ${h} ${unit}` })
  }
  const seat = ({ product }: SkuVariant) =>
    product.dimensionsCm.seatHeight === undefined ? '—' : `${length(product.dimensionsCm.seatHeight)} ${unit}`
  const text = (value: (column: SkuVariant) => string): Pick<Row, 'cell' | 'text'> => ({ cell: value, text: value })
  return [
    {
      label: t({ id: 'compare.price', message: 'Price' }),
      cell: (column) => (
        <Price
          amount={column.variant.price}
          compareAt={column.variant.compareAt}
          locale={locale}
          currency={column.currency}
          labels={priceLabels}
        />
      ),
      text: (column) => `${column.variant.price} ${column.currency}`,
    },
    {
      label: t({ id: 'compare.variant', message: 'Colour' }),
      ...text((column) => [column.colourName, side(column)].filter(Boolean).join(' · ')),
    },
    { label: t({ id: 'product.dimensions', message: 'Dimensions (W × D × H)' }), ...text(dimensions) },
    { label: t({ id: 'product.seatHeight', message: 'Seat height' }), ...text(seat) },
    { label: t({ id: 'product.materials', message: 'Materials' }), ...text((column) => column.product.materials) },
    { label: t({ id: 'product.care', message: 'Care' }), ...text((column) => column.product.facts.care ?? '') },
    { label: t({ id: 'compare.delivery', message: 'Delivery and lead time' }), ...text((column) => availability(column.variant)) },
  ]
}
