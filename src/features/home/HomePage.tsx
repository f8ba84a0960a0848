import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'

export function HomePage() {
  const { t } = useLingui()
  return (
    <>
      <title>{t({ id: 'home.documentTitle', message: 'Woodnest · Furniture and home goods, made to last' })}</title>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{t({ id: 'home.hero.eyebrow', message: 'New colours for autumn' })}</p>
            <h1 className="hero__title">{t({ id: 'home.hero.title', message: 'Kova: the sofa that grows with your home' })}</h1>
            <p className="lede">
              {t({
                id: 'home.hero.lede',
                message: 'Modules you can add, swap and rearrange, with covers that go in the wash. Delivered free, to the room of your choice.',
              })}
            </p>
            <p className="button-row">
              <Link to="/collections/$collection" params={{ collection: 'kova' }} className="button button--primary">
                {t({ id: 'home.hero.cta', message: 'Shop the Kova collection' })}
              </Link>
              <Link to="/collections/$collection/products/$product" params={{ collection: 'kova', product: 'kova-l-shape-ottoman' }} className="button">
                {t({ id: 'home.hero.ottoman', message: 'See the L-shape ottoman' })}
              </Link>
            </p>
          </div>
          <FurnitureIllustration kind="sofa" colour="#a38f7a" alt={t({ id: 'home.hero.imageAlt', message: 'Drawing of a Kova three-seat sofa in oat bouclé' })} />
        </div>
      </section>

      <section className="container section" aria-labelledby="home-collections">
        <h2 id="home-collections">{t({ id: 'home.collections.title', message: 'Shop by collection' })}</h2>
        <ul className="tile-grid">
          <li className="tile">
            <FurnitureIllustration kind="ottoman" colour="#b9a48a" alt="" />
            <h3>
              <Link to="/collections/$collection" params={{ collection: 'kova' }}>
                {t({ id: 'home.collections.kova', message: 'Kova modular sofa' })}
              </Link>
            </h3>
            <p>{t({ id: 'home.collections.kovaBody', message: 'Sofas, corners and ottomans that fit together any way you like.' })}</p>
          </li>
          <li className="tile tile--sale">
            <FurnitureIllustration kind="chair" colour="#c89b6d" alt="" />
            <h3>
              <Link to="/collections/$collection" params={{ collection: 'sale' }}>
                {t({ id: 'home.collections.sale', message: 'Sale: up to 24% off' })}
              </Link>
            </h3>
            <p>{t({ id: 'home.collections.saleBody', message: 'Past colours and showroom pieces, with the full warranty.' })}</p>
          </li>
          <li className="tile">
            <FurnitureIllustration kind="lamp" colour="#e8dcc6" alt="" />
            <h3>
              <Link to="/coming-soon">{t({ id: 'home.collections.soon', message: 'Coming soon: Aster outdoor' })}</Link>
            </h3>
            <p>{t({ id: 'home.collections.soonBody', message: 'Teak and rope for balconies and gardens. Be the first to know.' })}</p>
          </li>
        </ul>
      </section>

      <section className="promises-band" aria-labelledby="home-promises">
        <div className="container">
          <h2 id="home-promises" className="visually-hidden">{t({ id: 'home.promises.title', message: 'Our promises' })}</h2>
          <ul className="promises">
            <li>
              <strong>{t({ id: 'promise.delivery', message: 'Free delivery to your room of choice' })}</strong>
              <span>{t({ id: 'promise.deliveryBody', message: 'Two-person delivery, and we take the packaging away.' })}</span>
            </li>
            <li>
              <strong>{t({ id: 'promise.returns', message: '100-night home trial, free returns' })}</strong>
              <span>{t({ id: 'promise.returnsBody', message: 'Live with it first. If it is not right, we collect it.' })}</span>
            </li>
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
            message: 'Every frame is cut, glued and checked by the same twelve people. Read how we choose our wood and why we design for repair.',
          })}
        </p>
        <Link to="/our-story">{t({ id: 'home.story.link', message: 'Read our story' })}</Link>
      </section>
    </>
  )
}
