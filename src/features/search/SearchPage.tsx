import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { ListingSearch } from '@/lib/storefront/listing'
import { PageHeader } from '@/ui/PageHeader'
import { ProductGrid } from '@/ui/ProductCard'
import { ListingFilters } from '@/ui/ListingFilters'
import { Pagination } from '@/ui/Pagination'
import type { SearchEngine } from './engine'
import { searchResults, type SearchPageSearch } from './results'
import { SearchForm } from './SearchForm'
import './search-page.css'

export function SearchPage({ search, engine }: { search: SearchPageSearch; engine?: SearchEngine }) {
  const { t } = useLingui()
  const query = search.q ?? ''
  return (
    <div className="container page search-page">
      <PageHeader
        title={query ? t({ id: 'search.results.title', message: `Results for “${query}”` }) : t({ id: 'search.title', message: 'Search' })}
      />
      <SearchForm key={query} initial={query} />
      {engine && query ? <Results engine={engine} search={search} /> : <PopularSearches />}
    </div>
  )
}

function PopularSearches() {
  const { t } = useLingui()
  const popular = [
    t({ id: 'search.popular.sofa', message: 'sofa' }),
    t({ id: 'search.popular.oak', message: 'oak' }),
    t({ id: 'search.popular.linen', message: 'linen' }),
    t({ id: 'search.popular.velvet', message: 'velvet' }),
    t({ id: 'search.popular.rug', message: 'rug' }),
    t({ id: 'search.popular.lamp', message: 'lamp' }),
  ]
  return (
    <section aria-labelledby="popular-searches" className="search-page__popular">
      <h2 id="popular-searches">{t({ id: 'search.popular.title', message: 'Popular searches' })}</h2>
      <ul className="chip-list">
        {popular.map((term) => (
          <li key={term}>
            <Link to="/search" search={{ q: term }} preload={false} className="chip">
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Results({ engine, search }: { engine: SearchEngine; search: SearchPageSearch }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate({ from: '/search' })
  const results = searchResults(engine, search)
  // The loader has answered 404 already.
  if (!results) return null
  const { listing, facets, collections, matchingCollections, answers, correction } = results
  const total = listing.total

  function refine(change: Partial<ListingSearch & { collection: string }>) {
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...change, page: undefined }) })
  }

  return (
    <>
      {facets.categories.length > 0 && (
        <ListingFilters
          search={search}
          facets={facets}
          locale={locale}
          currency={engine.resource.currency}
          onRefine={refine}
          rankedSortLabel={t({ id: 'search.sort.relevance', message: 'Relevance' })}
        >
          <label className="field">
            <span>{t({ id: 'search.filter.collection', message: 'Collection' })}</span>
            <select value={search.collection ?? ''} onChange={(e) => refine({ collection: e.target.value || undefined })}>
              <option value="">{t({ id: 'collection.filter.all', message: 'All' })}</option>
              {collections.map((collection) => (
                <option key={collection.handle} value={collection.handle}>
                  {collection.title}
                </option>
              ))}
            </select>
          </label>
        </ListingFilters>
      )}
      <p role="status" className="result-count">
        {t({ id: 'search.count', message: plural(total, { one: '# piece found', other: '# pieces found' }) })}
      </p>
      {total === 0 ? (
        <div className="empty-state">
          <h2>{t({ id: 'search.empty.title', message: 'No pieces match this search' })}</h2>
          {correction && (
            <p>
              <Trans id="search.empty.correction">
                Did you mean{' '}
                <Link to="/search" search={{ q: correction }} preload={false}>
                  {correction}
                </Link>
                ?
              </Trans>
            </p>
          )}
          <p>{t({ id: 'search.empty.body', message: 'Check the spelling, try a more general word, or browse a collection:' })}</p>
          <ul className="chip-list">
            {engine.resource.collections.map((collection) => (
              <li key={collection.handle}>
                <Link to="/collections/$collection" params={{ collection: collection.handle }} className="chip">
                  {collection.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ProductGrid products={listing.items} currency={engine.resource.currency} headingLevel={2} />
      )}
      <Pagination page={listing.page} pageCount={listing.pageCount} />
      {(matchingCollections.length > 0 || answers.length > 0) && (
        <section aria-labelledby="search-more" className="search-page__more">
          <h2 id="search-more">{t({ id: 'search.more.title', message: 'Also matching' })}</h2>
          <ul className="search-page__links">
            {matchingCollections.map((collection) => (
              <li key={collection.handle}>
                <Link to="/collections/$collection" params={{ collection: collection.handle }}>
                  {collection.title}
                </Link>
              </li>
            ))}
            {answers.map((answer) => (
              <li key={answer.id}>
                <Link to="/faq" hash={answer.id}>
                  {answer.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** Placeholders shaped like the results, while the index loads. */
export function SearchSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--text" />
      <ul className="product-grid">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="skeleton skeleton--card" />
        ))}
      </ul>
    </div>
  )
}
