import type { AnyRouter } from '@tanstack/react-router'
import { isNotFoundMatch } from './lib/routing'
import { HTML_LANG } from './lib/locale/i18n'
import { isLocale } from './lib/locale/locales'

/**
 * The address the markup in `#app` was prerendered for (`404` for the not-found page), when it
 * was prerendered in the language the app now speaks.
 */
export function prerenderedFor({
  container,
  pageLang,
  locale,
}: {
  container: HTMLElement
  /** `<html lang>` as the HTML arrived. */
  pageLang: string
  locale: string
}): string | undefined {
  const prerendered = container.dataset.prerendered
  if (!prerendered || !container.firstElementChild) return undefined
  return isLocale(locale) && pageLang === HTML_LANG[locale] ? prerendered : undefined
}

/**
 * Whether the loaded router shows what was prerendered, so React can adopt the markup. Search
 * params (a colour, a sort) change what a page shows, and a redirect (language detection on `/`,
 * an old address) leads elsewhere: then the page is rendered afresh. The one `404.html` serves
 * every unknown address and adds the address only after hydrating, so it hydrates whenever the
 * router, too, found nothing.
 */
export function showsPrerenderedPage(router: AnyRouter, prerendered: string): boolean {
  // A page whose code or data failed to load shows the error page, not the markup it was built with.
  if (router.state.matches.some((match) => match.status === 'error')) return false
  const notFound = router.state.matches.some(isNotFoundMatch)
  if (prerendered === '404') return notFound
  return !notFound && window.location.pathname === prerendered && window.location.search === ''
}
