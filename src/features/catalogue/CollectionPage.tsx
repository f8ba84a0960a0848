import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { formatPrice } from '@/ui/Price'
import type { CollectionPageResource } from '@/lib/storefront/schemas'
import type { ColourFamily } from './colourFamily'
import { ProductCard } from '@/ui/ProductCard'
import { useCategoryLabels, useColourLabels } from './labels'
import {
  PRICE_BANDS,
  PRICE_BAND_LIMITS,
  SORT_KEYS,
  facetsOf,
  listProducts,
  type ListingSearch,
  type PriceBand,
  type SortKey,
} from './listing'

export function CollectionPage({ resource, search }: { resource: CollectionPageResource; search: ListingSearch }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate({ from: '/collections/$collection/' })
  const categoryLabel = useCategoryLabels()
  const colourLabel = useColourLabels()
  const listing = listProducts(resource.products, search, locale)
  const facets = facetsOf(resource.products)
  const total = listing.total

  const sortLabels: Record<SortKey, string> = {
    featured: t({ id: 'collection.sort.featured', message: 'Featured' }),
    'price-asc': t({ id: 'collection.sort.priceAsc', message: 'Price: low to high' }),
    'price-desc': t({ id: 'collection.sort.priceDesc', message: 'Price: high to low' }),
    discount: t({ id: 'collection.sort.discount', message: 'Biggest discount' }),
    newest: t({ id: 'collection.sort.newest', message: 'Newest' }),
  }
  const bandLabel = (band: PriceBand) => {
    const [min, max] = PRICE_BAND_LIMITS[locale][band]
    const from = formatPrice(min, locale)
    const to = formatPrice(max, locale)
    if (min === 0) return t({ id: 'collection.price.under', message: `Under ${to}` })
    if (max === Infinity) return t({ id: 'collection.price.over', message: `${from} and up` })
    return `${from}–${to}`
  }

  function refine(change: Partial<ListingSearch>) {
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...change, page: undefined }), hash: true })
  }
  const selectValue = (value: string) => (value === '' ? undefined : value)

  return (
    <div className="container page">
      <PageHeader title={resource.collection.title} lede={resource.collection.description} />
      <form
        className="filters"
        aria-label={t({ id: 'collection.filters', message: 'Filter and sort' })}
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="field">
          <span>{t({ id: 'collection.filter.category', message: 'Category' })}</span>
          <select
            value={search.category ?? ''}
            onChange={(e) => refine({ category: selectValue(e.target.value) as ListingSearch['category'] })}
          >
            <option value="">{t({ id: 'collection.filter.all', message: 'All' })}</option>
            {facets.categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t({ id: 'collection.filter.colour', message: 'Colour' })}</span>
          <select value={search.colour ?? ''} onChange={(e) => refine({ colour: selectValue(e.target.value) as ColourFamily | undefined })}>
            <option value="">{t({ id: 'collection.filter.all', message: 'All' })}</option>
            {facets.colours.map((colour) => (
              <option key={colour} value={colour}>
                {colourLabel(colour)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t({ id: 'collection.filter.price', message: 'Price' })}</span>
          <select value={search.price ?? ''} onChange={(e) => refine({ price: selectValue(e.target.value) as PriceBand | undefined })}>
            <option value="">{t({ id: 'collection.filter.all', message: 'All' })}</option>
            {PRICE_BANDS.map((band) => (
              <option key={band} value={band}>
                {bandLabel(band)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t({ id: 'collection.sort.label', message: 'Sort by' })}</span>
          <select value={search.sort ?? 'featured'} onChange={(e) => refine({ sort: e.target.value as SortKey })}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p role="status" className="result-count">
        {t({ id: 'collection.count', message: plural(total, { one: '# piece', other: '# pieces' }) })}
      </p>
      {listing.total === 0 ? (
        <div className="empty-state">
          <h2>{t({ id: 'collection.empty.title', message: 'Nothing matches these filters' })}</h2>
          <p>{t({ id: 'collection.empty.body', message: 'Try fewer filters, or see everything in this collection.' })}</p>
          <Link to="." search={{}} className="button button--primary" resetScroll={false}>
            {t({ id: 'collection.empty.clear', message: 'Clear all filters' })}
          </Link>
        </div>
      ) : (
        <ul className="product-grid">
          {listing.items.map((product) => (
            <li key={product.handle}>
              <ProductCard product={product} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {listing.pageCount > 1 && (
        <nav className="pagination" aria-label={t({ id: 'collection.pages', message: 'Pages' })}>
          <ul>
            {Array.from({ length: listing.pageCount }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <Link
                  from="/collections/$collection/"
                  to="."
                  search={(prev) => ({ ...prev, page: page === 1 ? undefined : page })}
                  aria-current={page === listing.page ? 'page' : undefined}
                  className="pagination__link"
                >
                  <span className="visually-hidden">{t({ id: 'collection.page', message: `Page ${page}` })}</span>
                  <span aria-hidden="true">{page}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
