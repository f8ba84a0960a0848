import { Link, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { isInvalidRouteData } from '@/lib/routing'
import { useInBrowser } from '@/lib/useInBrowser'
import { PageHead } from '@/ui/PageHead'
import './errors.css'

function displayPath(href: string): string {
  try {
    return decodeURI(href)
  } catch {
    return href
  }
}

export function NotFoundPage({ data }: { data?: unknown }) {
  const { t } = useLingui()
  const path = displayPath(useRouterState({ select: (s) => s.location.publicHref }))
  // One prerendered 404.html answers every unknown address, so the address is added once hydrated.
  const inBrowser = useInBrowser()
  const heading = !inBrowser
    ? t({ id: 'errors.notFound.plainHeading', message: 'Page not found' })
    : isInvalidRouteData(data)
      ? t({ id: 'errors.notFound.invalidHeading', message: `Page Not Found: ${path}` })
      : t({ id: 'errors.notFound.heading', message: `Page not found: ${path}` })

  return (
    <section className="error-page" aria-labelledby="error-heading">
      <PageHead title={t({ id: 'errors.notFound.title', message: 'Page Not Found' })} noindex addressed={false} />
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-heading" className="error-page__heading">
        {heading}
      </h1>
      <p>
        {t({
          id: 'errors.notFound.body',
          message: 'Sorry, we could not find that page. It may have moved, or the link may be mistyped.',
        })}
      </p>
      <p className="button-row">
        <Link to="/" className="button button--primary">
          {t({ id: 'errors.backToShop', message: 'Back to the shop' })}
        </Link>
        <Link to="/contact-us" className="button">
          {t({ id: 'errors.contactUs', message: 'Contact us' })}
        </Link>
      </p>
    </section>
  )
}
