import type { AnyRouter } from '@tanstack/react-router'
import { showsNotFound } from './lib/routing'
import { HTML_LANG } from './lib/locale/i18n'
import { isLocale } from '#domain/locale/locales'

export function prerenderedFor({
  container,
  pageLang,
  locale,
}: {
  container: HTMLElement
  pageLang: string
  locale: string
}): string | undefined {
  const prerendered = container.dataset.prerendered
  if (!prerendered || !container.firstElementChild) return undefined
  return isLocale(locale) && pageLang === HTML_LANG[locale] ? prerendered : undefined
}

/** Search params or a redirect mean other content, rendered afresh; one `404.html` serves every unknown address (docs/prerendering.md). */
export function showsPrerenderedPage(router: AnyRouter, prerendered: string): boolean {
  if (router.state.matches.some((match) => match.status === 'error')) return false
  const notFound = showsNotFound(router.state.matches)
  if (prerendered === '404') return notFound
  return !notFound && window.location.pathname === prerendered && window.location.search === ''
}
