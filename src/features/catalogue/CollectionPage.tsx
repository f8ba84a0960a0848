import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import type { CollectionPageResource } from '#domain/storefront/schemas'
import { ProductGrid } from '@/ui/ProductCard'
import { ListingFilters } from '@/ui/ListingFilters'
import { Pagination } from '@/ui/Pagination'
import { facetsOf, listProducts, type ListingSearch } from '@/lib/storefront/listing'

export function CollectionPage({ resource, search }: { resource: CollectionPageResource; search: ListingSearch }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate({ from: '/collections/$collection/' })
  const listing = listProducts(resource.products, search, resource.currency)
  const facets = facetsOf(resource.products)
  const total = listing.total

  function refine(change: Partial<ListingSearch>) {
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...change, page: undefined }), hash: true })
  }

  return (
    <div className="container page">
      <PageHeader title={resource.collection.title} lede={resource.collection.description} />
      <ListingFilters search={search} facets={facets} locale={locale} currency={resource.currency} onRefine={refine} />
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
        <ProductGrid products={listing.items} currency={resource.currency} headingLevel={2} />
      )}
      <Pagination page={listing.page} pageCount={listing.pageCount} />
    </div>
  )
}
