import { useEffect } from 'react'
import { useQueries } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { recentlyViewed } from './viewedItems'
import { productQueryOptions } from '@/lib/storefront/queries'
import { ProductCard } from '@/ui/ProductCard'

/** The pieces this shopper opened lately (but `exclude`), once there are any; one button forgets them. */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const handles = recentlyViewed.useItems().filter((handle) => handle !== exclude)
  const queries = useQueries({ queries: handles.map((handle) => productQueryOptions(shopfront, handle)) })
  const answers = queries.flatMap((query) => (query.data ? [query.data] : []))
  // A piece the catalogue no longer has is forgotten, not asked for again on every page.
  const goneKey = handles.filter((_, index) => queries[index]?.isSuccess && queries[index].data === null).join(' ')
  useEffect(() => {
    const gone = new Set(goneKey.split(' '))
    if (goneKey) recentlyViewed.write(recentlyViewed.read().filter((handle) => !gone.has(handle)))
  }, [goneKey])
  if (handles.length === 0 || answers.length === 0) return null
  return (
    <section className="section" aria-labelledby="recently-viewed">
      <div className="section-head">
        <h2 id="recently-viewed">{t({ id: 'recent.title', message: 'Recently viewed' })}</h2>
        <button type="button" className="link-button" onClick={() => recentlyViewed.write([])}>
          {t({ id: 'recent.clear', message: 'Clear recently viewed' })}
        </button>
      </div>
      <ul className="product-grid">
        {answers.map(({ product, currency }) => (
          <li key={product.handle}>
            <ProductCard product={product} currency={currency} />
          </li>
        ))}
      </ul>
    </section>
  )
}
