import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { CollectionsResource, HighlightsResource } from '#domain/storefront/schemas'
import { ProductGrid } from '@/ui/ProductCard'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { PageHead } from '@/ui/PageHead'
import { SecondPass } from '@/ui/SecondPass'
import { useShopTerms } from '@/ui/shopTerms'
import './home.css'

/** `recentlyViewed` is the catalogue's list of the pieces this shopper opened, given by the route. */
export function HomePage({
  collections,
  highlights,
  recentlyViewed,
}: {
  collections: CollectionsResource
  highlights: HighlightsResource
  recentlyViewed: ReactNode
}) {
  const { t } = useLingui()
  const { terms, lowestDelivery, tierNames } = useShopTerms()
  const nights = terms.homeTrialNights
  const kova = collections.collections.find((collection) => collection.handle === 'kova')
  const sale = collections.collections.find((collection) => collection.handle === 'sale')
  const others = collections.collections.filter((collection) => collection.handle !== 'sale')
  const saleCount = sale?.productCount ?? 0

  return (
    <>
      <PageHead title={t({ id: 'home.documentTitle', message: 'Woodnest · Furniture and home goods, made to last' })} />
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{t({ id: 'home.hero.eyebrow', message: 'New colours for autumn' })}</p>
            <h1 className="hero__title">{t({ id: 'home.hero.title', message: 'Kova: the sofa that grows with your home' })}</h1>
            <p className="lede">{kova?.description}</p>
            <p className="button-row">
              <Link to="/collections/$collection" params={{ collection: 'kova' }} className="button button--primary">
                {t({ id: 'home.hero.cta', message: 'Shop the Kova collection' })}
              </Link>
              <Link
                to="/collections/$collection/products/$product"
                params={{ collection: 'kova', product: 'kova-l-shape-ottoman' }}
                className="button"
              >
                {t({ id: 'home.hero.ottoman', message: 'See the L-shape ottoman' })}
              </Link>
            </p>
          </div>
          <FurnitureIllustration
            kind="sofa"
            colour="#a38f7a"
            alt={t({ id: 'home.hero.imageAlt', message: 'Drawing of a Kova three-seat sofa in oat bouclé' })}
          />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-collections">
        <h2 id="home-collections">{t({ id: 'home.collections.title', message: 'Shop by collection' })}</h2>
        <ul className="tile-grid">
          {others.map((collection) => (
            <li key={collection.handle} className="tile">
              <FurnitureIllustration kind={collection.drawing} colour={collection.colour} alt="" />
              <h3>
                <Link to="/collections/$collection" params={{ collection: collection.handle }}>
                  {collection.title}
                </Link>
              </h3>
              <p>{collection.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <SecondPass>
        {sale && highlights.onSale.length > 0 && (
          <section className="sale-band" aria-labelledby="home-sale">
            <div className="container section">
              <div className="section-head">
                <h2 id="home-sale">{t({ id: 'home.sale.title', message: 'On sale now' })}</h2>
                <Link to="/collections/$collection" params={{ collection: 'sale' }}>
                  {t({ id: 'home.sale.all', message: `See all ${saleCount} pieces on sale` })}
                </Link>
              </div>
              <ProductGrid products={highlights.onSale} currency={highlights.currency} />
            </div>
          </section>
        )}

        <section className="container section" aria-labelledby="home-new">
          <h2 id="home-new">{t({ id: 'home.new.title', message: 'New arrivals' })}</h2>
          <ProductGrid products={highlights.newArrivals} currency={highlights.currency} />
        </section>

        <div className="container">{recentlyViewed}</div>

        <section className="promises-band" aria-labelledby="home-promises">
          <div className="container">
            <h2 id="home-promises" className="visually-hidden">
              {t({ id: 'home.promises.title', message: 'Our promises' })}
            </h2>
            <ul className="promises">
              {lowestDelivery && (
                <li>
                  <strong>{t({ id: 'promise.delivery', message: `Two-person delivery from ${lowestDelivery}` })}</strong>
                  <span>{t({ id: 'promise.deliveryBody', message: `You choose at checkout: ${tierNames}.` })}</span>
                </li>
              )}
              {nights > 0 && (
                <li>
                  <strong>{t({ id: 'promise.returns', message: `${nights}-night home trial` })}</strong>
                  <span>
                    {t({ id: 'promise.returnsBody', message: 'Live with your sofa or bed first. If it is not right, we collect it.' })}
                  </span>
                </li>
              )}
              <li>
                <strong>{t({ id: 'promise.warranty', message: '10-year frame warranty' })}</strong>
                <span>{t({ id: 'promise.warrantyBody', message: 'Solid frames from our own workshop, built to be repaired.' })}</span>
              </li>
            </ul>
          </div>
        </section>

        <section className="container section story-teaser" aria-labelledby="home-story">
          <h2 id="home-story">{t({ id: 'home.story.title', message: 'Made slowly, in our own workshop' })}</h2>
          <p>
            {t({
              id: 'home.story.body',
              message:
                'Every frame is cut, glued and checked by the same twelve people. Read how we choose our wood and why we design for repair.',
            })}
          </p>
          <Link to="/our-story">{t({ id: 'home.story.link', message: 'Read our story' })}</Link>
        </section>
      </SecondPass>
    </>
  )
}
