import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BackToTop } from '@/ui/BackToTop'
import './footer.css'

export function SiteFooter() {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="site-footer__title">
            {t({ id: 'footer.shop', message: 'Shop' })}
          </h2>
          <ul>
            <li>
              <Link to="/collections/$collection" params={{ collection: 'sale' }}>
                {t({ id: 'footer.sale', message: 'Sale' })}
              </Link>
            </li>
            <li>
              <Link to="/collections/$collection" params={{ collection: 'kova' }}>
                {t({ id: 'footer.kova', message: 'Kova modular sofa' })}
              </Link>
            </li>
            <li>
              <Link to="/coming-soon">{t({ id: 'footer.comingSoon', message: 'Coming soon' })}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__title">
            {t({ id: 'footer.help', message: 'Help' })}
          </h2>
          <ul>
            <li>
              <Link to="/order-status">{t({ id: 'footer.orderStatus', message: 'Where is my order?' })}</Link>
            </li>
            <li>
              <Link to="/faq">{t({ id: 'footer.faq', message: 'FAQ' })}</Link>
            </li>
            <li>
              <Link to="/faq" hash="delivery">
                {t({ id: 'footer.delivery', message: 'Delivery and returns' })}
              </Link>
            </li>
            <li>
              <Link to="/contact-us">{t({ id: 'footer.contact', message: 'Contact us' })}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__title">
            {t({ id: 'footer.company', message: 'Company' })}
          </h2>
          <ul>
            <li>
              <Link to="/our-story">{t({ id: 'footer.story', message: 'Our story' })}</Link>
            </li>
            <li>
              <Link to="/videos">{t({ id: 'footer.videos', message: 'Videos' })}</Link>
            </li>
            <li>
              <Link to="/entCustom">{t({ id: 'footer.business', message: 'For business' })}</Link>
            </li>
            <li>
              <Link to="/openapi">{t({ id: 'footer.api', message: 'Open API' })}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="site-footer__title">
            {t({ id: 'footer.app', message: 'Shop on the go' })}
          </h2>
          <p>{t({ id: 'footer.appBody', message: 'Track deliveries and save favourites in the Woodnest app.' })}</p>
          <Link to="/download">{t({ id: 'footer.download', message: 'Download the app' })}</Link>
        </section>
      </div>
      <div className="container site-footer__base">
        <p>{t({ id: 'footer.copyright', message: '© 2026 Woodnest Home. Made in our own workshops, sold directly to you.' })}</p>
        <BackToTop label={t({ id: 'footer.backToTop', message: 'Back to top' })} />
      </div>
    </footer>
  )
}
