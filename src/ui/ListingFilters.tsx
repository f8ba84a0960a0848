import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/locale/locales'
import type { Currency } from '#domain/storefront/schemas'
import type { ColourFamily } from '#domain/storefront/colourFamily'
import {
  PRICE_BANDS,
  PRICE_BAND_LIMITS,
  SORT_KEYS,
  type ListingSearch,
  type PriceBand,
  type SortKey,
  type facetsOf,
} from '@/lib/storefront/listing'
import { formatPrice } from './Price'
import { useCategoryLabels, useColourLabels } from './catalogueLabels'

/** The filter and sort controls of a product listing (a collection, search results); `children` come first. */
export function ListingFilters({
  search,
  facets,
  locale,
  currency,
  onRefine,
  rankedSortLabel,
  children,
}: {
  search: ListingSearch
  facets: ReturnType<typeof facetsOf>
  locale: Locale
  currency: Currency
  onRefine: (change: Partial<ListingSearch>) => void
  /** Search results: the first sort keeps their ranking, under this name. */
  rankedSortLabel?: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  const categoryLabel = useCategoryLabels()
  const colourLabel = useColourLabels()
  const sortLabels: Record<SortKey, string> = {
    featured: t({ id: 'collection.sort.featured', message: 'Featured' }),
    'price-asc': t({ id: 'collection.sort.priceAsc', message: 'Price: low to high' }),
    'price-desc': t({ id: 'collection.sort.priceDesc', message: 'Price: high to low' }),
    discount: t({ id: 'collection.sort.discount', message: 'Biggest discount' }),
    newest: t({ id: 'collection.sort.newest', message: 'Newest' }),
  }
  const bandLabel = (band: PriceBand) => {
    const [min, max] = PRICE_BAND_LIMITS[currency][band]
    const from = formatPrice(min, locale, currency)
    const to = formatPrice(max, locale, currency)
    if (min === 0) return t({ id: 'collection.price.under', message: `Under ${to}` })
    if (max === Infinity) return t({ id: 'collection.price.over', message: `${from} and up` })
    return `${from}–${to}`
  }
  const selectValue = (value: string) => (value === '' ? undefined : value)

  return (
    <form className="filters" aria-label={t({ id: 'collection.filters', message: 'Filter and sort' })} onSubmit={(e) => e.preventDefault()}>
      {children}
      <label className="field">
        <span>{t({ id: 'collection.filter.category', message: 'Category' })}</span>
        <select
          value={search.category ?? ''}
          onChange={(e) => onRefine({ category: selectValue(e.target.value) as ListingSearch['category'] })}
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
        <select value={search.colour ?? ''} onChange={(e) => onRefine({ colour: selectValue(e.target.value) as ColourFamily | undefined })}>
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
        <select value={search.price ?? ''} onChange={(e) => onRefine({ price: selectValue(e.target.value) as PriceBand | undefined })}>
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
        <select
          value={search.sort ?? (rankedSortLabel ? '' : 'featured')}
          onChange={(e) => onRefine({ sort: selectValue(e.target.value) as SortKey | undefined })}
        >
          {rankedSortLabel && <option value="">{rankedSortLabel}</option>}
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </label>
    </form>
  )
}
