import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useLocale } from '@/features/locale/useLocale'
import { ProductCard } from './ProductCard'
import { productsIn, type Collection } from './seedCatalogue'
import { SORT_KEYS, sortProducts, type SortKey } from './sorting'

export function CollectionPage({ collection, sort }: { collection: Collection; sort: SortKey }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const products = sortProducts(productsIn(collection.handle), sort, locale)
  const sortLabels: Record<SortKey, string> = {
    featured: t({ id: 'collection.sort.featured', message: 'Featured' }),
    'price-asc': t({ id: 'collection.sort.priceAsc', message: 'Price: low to high' }),
    'price-desc': t({ id: 'collection.sort.priceDesc', message: 'Price: high to low' }),
    newest: t({ id: 'collection.sort.newest', message: 'Newest' }),
  }

  return (
    <div className="container page">
      <title>{`${collection.title[locale]} · ${t({ id: 'brand.name', message: 'Woodnest' })}`}</title>
      <header className="page-header">
        <h1>{collection.title[locale]}</h1>
        <p className="lede">{collection.intro[locale]}</p>
      </header>
      <div className="toolbar">
        <p role="status">{t({ id: 'collection.count', message: plural(products.length, { one: '# piece', other: '# pieces' }) })}</p>
        <label className="field field--inline">
          <span>{t({ id: 'collection.sort.label', message: 'Sort by' })}</span>
          <select
            value={sort}
            onChange={(event) =>
              void navigate({ to: '.', search: { sort: event.target.value as SortKey }, hash: true })
            }
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sortLabels[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.handle}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  )
}
